/**
 * /edit_information: the shop's contacts (name, phones, map) and every section in ru and ua; a failed save shows
 * the message and stays, success goes home.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { ShopContacts } from '@shop/shared/src/shop-contacts';
import { shopContactsKey } from '../../../shared/api/keys';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { AdminPage, FormError } from '../common/AdminPage';
import { adminWrite, refreshKey } from '../common/api';
import { BiField } from '../common/BiField';
import { useInformation } from '../common/useAdminData';
import { ContactsCard } from './ContactsCard';
import { contactsToSave, toContactsDraft, type ContactsDraft } from './contactsForm';
import { INFORMATION_SECTIONS, informationError, toDraft, type InformationDraft } from './informationForm';

const useShopContactsAnswer = () =>
  useSWR<ShopContacts>(shopContactsKey, { onError: () => undefined, shouldRetryOnError: false });

export default function InformationPage() {
  const navigate = useNavigate();
  const { data, isLoading } = useInformation();
  const contacts = useShopContactsAnswer();
  const [draft, setDraft] = useState<InformationDraft | null>(null);
  const [contactsDraft, setContactsDraft] = useState<ContactsDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [contactsError, setContactsError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!isLoading) setDraft((d) => d ?? toDraft(data));
  }, [data, isLoading]);
  useEffect(() => {
    if (!contacts.isLoading) setContactsDraft((d) => d ?? toContactsDraft(contacts.data));
  }, [contacts.data, contacts.isLoading]);

  const save = async () => {
    if (!draft || !contactsDraft) return;
    const checked = contactsToSave(contactsDraft);
    const invalid = informationError(draft);
    setContactsError('error' in checked ? checked.error : null);
    setError(invalid);
    if ('error' in checked) return void toast.error(checked.error);
    if (invalid) return void toast.error(invalid);
    setSaving(true);
    const saved =
      (await adminWrite(shopContactsKey, { method: 'POST', body: checked.body })) &&
      (await adminWrite('/api/information', { method: 'POST', body: draft }));
    setSaving(false);
    if (!saved) return;
    toast.success('Информация сохранена');
    await refreshKey('/api/information');
    navigate('/');
  };

  return (
    <AdminPage title="Информация" onSave={save} saving={saving}>
      {draft && contactsDraft ? (
        <>
          <ContactsCard draft={contactsDraft} invalid={!!contactsError} onChange={setContactsDraft} />
          <FormError message={contactsError} />
          <div className="admin-card">
            {INFORMATION_SECTIONS.map(([key, label]) => (
              <BiField
                key={key}
                label={label}
                multiline
                rows={key === 'address' || key === 'workingHours' ? 2 : 5}
                value={draft[key]}
                invalid={!!error}
                onChange={(text) => setDraft({ ...draft, [key]: text })}
              />
            ))}
            <FormError message={error} />
          </div>
        </>
      ) : (
        <Spinner />
      )}
    </AdminPage>
  );
}
