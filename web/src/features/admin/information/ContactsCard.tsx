/** The information editor's card of the shop's contacts: name, three phones, the map's place. */
import { BiField } from '../common/BiField';
import { TextField } from '../common/TextField';
import { typedPhone, type ContactsDraft } from './contactsForm';

interface ContactsCardProps {
  draft: ContactsDraft;
  onChange(draft: ContactsDraft): void;
  invalid: boolean;
}

export function ContactsCard({ draft, onChange, invalid }: ContactsCardProps) {
  const setPhone = (index: number, value: string) =>
    onChange({ ...draft, phones: draft.phones.map((p, i) => (i === index ? typedPhone(value) : p)) });
  return (
    <section className="admin-card" aria-labelledby="shop-contacts-title">
      <h2 id="shop-contacts-title" className="admin-card__title">
        Контакты магазина
      </h2>
      <BiField
        label="Название магазина"
        value={draft.name}
        invalid={invalid}
        onChange={(name) => onChange({ ...draft, name })}
      />
      <div className="admin-row">
        {draft.phones.map((phone, i) => (
          <TextField
            key={i}
            label={`Телефон ${i + 1}`}
            value={phone}
            placeholder="+38 (0XX) XXX-XX-XX"
            capitalizeOnBlur={false}
            invalid={invalid}
            onChange={(value) => setPhone(i, value)}
          />
        ))}
      </div>
      <div className="admin-row">
        <TextField
          label="Широта (место на карте)"
          value={draft.lat}
          placeholder="46.3995"
          capitalizeOnBlur={false}
          invalid={invalid}
          onChange={(lat) => onChange({ ...draft, lat })}
        />
        <TextField
          label="Долгота"
          value={draft.lng}
          placeholder="30.6305"
          capitalizeOnBlur={false}
          invalid={invalid}
          onChange={(lng) => onChange({ ...draft, lng })}
        />
      </div>
    </section>
  );
}
