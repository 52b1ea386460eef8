/** Contacts: address, the shop's phone numbers, working hours, shop photo and map. */
import { Phones } from '../../app/layout/Switches';
import { useShopContacts } from '../../shared/api/useShopContacts';
import { useT } from '../../shared/i18n/useT';
import { Icon } from '../../shared/ui/Icon';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { ShopMap } from './ShopMap';
import './info.css';

export default function ContactsPage() {
  const t = useT();
  useDocumentTitle(t('contacts'));
  const contacts = useShopContacts();
  return (
    <article className="page contacts-page">
      <h1 className="page__title">{t('contacts')}</h1>
      <div className="contacts-grid">
        <div className="contacts-list">
          <section>
            <h2>
              <Icon name="pin" size={20} /> {t('address')}
            </h2>
            <p>{contacts.address}</p>
          </section>
          <section>
            <h2>
              <Icon name="phone" size={20} /> {t('phones')}
            </h2>
            <Phones className="phones phones--column phones--big" />
          </section>
          <section>
            <h2>
              <Icon name="clock" size={20} /> {t('workingHours')}
            </h2>
            <p className="info-text">{contacts.workingHours}</p>
          </section>
        </div>
        <img className="contacts-photo" src="/shop-front.svg" alt={t('ourShop')} width="480" height="320" />
      </div>
      <ShopMap />
    </article>
  );
}
