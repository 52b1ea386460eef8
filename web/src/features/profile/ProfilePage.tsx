/** The profile (spec sections 2 and 5): delivery details, 'Admin' for admins, save needs the user phone. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { CARRIERS } from '@shop/shared/src/domain';
import { useUser, type User } from '../../app/user/UserContext';
import { apiFetch, errorMessage } from '../../shared/api/apiFetch';
import { formatPhone } from '../../shared/format/phone';
import { pasteNumber } from '../../shared/ui/pasteNumber';
import { useLangPath } from '../../shared/lang/useLangPath';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { toast } from '../../shared/ui/toast';
import { useGoBack } from '../auth/useGoBack';
import {
  capitalise,
  fieldValue,
  formFromDelivery,
  PROFILE_MAX_LENGTH,
  profileRequest,
  withStored,
  type ProfileField,
} from './profileForm';
import { useProfileT, type ProfileTextKey } from './texts';
import './profile.css';

const TEXT_FIELDS: ProfileField[] = ['name', 'surname', 'phone', 'city'];

function ProfileFormView({ user }: { user: User }) {
  const t = useProfileT();
  const goBack = useGoBack();
  const { setUser } = useUser();
  const { data } = useSWR<{ user: User }>('/api/user/me', (path: string) => apiFetch<{ user: User }>(path));
  const [form, setForm] = useState(() => formFromDelivery(user.delivery));
  const [saving, setSaving] = useState(false);
  // What the shopper typed before the read of their stored details landed stays (a slow network, a quick tap).
  const edited = useRef(new Set<ProfileField>());
  useEffect(() => {
    if (data?.user) setForm((f) => withStored(f, formFromDelivery(data.user.delivery), edited.current));
  }, [data]);

  const set = (field: ProfileField, value: string) => setForm((f) => ({ ...f, [field]: fieldValue(field, value) }));
  const edit = (field: ProfileField, value: string) => {
    edited.current.add(field);
    set(field, value);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const res = await apiFetch<{ user: User }>('/api/user', {
        method: 'PUT',
        body: profileRequest(form, user.phone),
      });
      setUser(res.user);
      toast.success(t('saved'));
      goBack();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="profile__form" onSubmit={submit} noValidate>
      <p className="profile__account">
        {t('account')}: <strong>{user.userName}</strong> {user.phone && formatPhone(user.phone)}
        {user.isAdmin && <span className="badge">Admin</span>}
      </p>
      <p className="profile__note">{t('note')}</p>
      {TEXT_FIELDS.map((field) => (
        <label key={field} className="profile__field">
          <span>{t(field as ProfileTextKey)}</span>
          <input
            name={field}
            type={field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'phone' ? 'tel' : undefined}
            maxLength={field === 'phone' ? 19 : PROFILE_MAX_LENGTH[field as Exclude<ProfileField, 'phone'>]}
            value={form[field]}
            onFocus={() => field === 'phone' && !form.phone && set('phone', '')}
            onBlur={() => field !== 'phone' && set(field, capitalise(form[field].trim()))}
            onChange={(e) => edit(field, e.target.value)}
            onPaste={field === 'phone' ? pasteNumber((phone) => edit('phone', phone)) : undefined}
          />
        </label>
      ))}
      <label className="profile__field">
        <span>{t('carrier')}</span>
        <select name="carrier" value={form.carrier} onChange={(e) => edit('carrier', e.target.value)}>
          {[...new Set([...CARRIERS, form.carrier])].map((carrier) => (
            <option key={carrier}>{carrier}</option>
          ))}
        </select>
      </label>
      <label className="profile__field profile__field--short">
        <span>{t('branch')}</span>
        <input
          name="branch"
          inputMode="numeric"
          maxLength={3}
          value={form.branch}
          onChange={(e) => edit('branch', e.target.value)}
        />
      </label>
      {!user.phone && <p className="profile__warning">{t('noPhone')}</p>}
      <button type="submit" className="btn btn--primary" disabled={!user.phone || saving}>
        {t('save')}
      </button>
    </form>
  );
}

export default function ProfilePage() {
  const t = useProfileT();
  const to = useLangPath();
  const { user } = useUser();
  useDocumentTitle(t('title'));
  return (
    <section className="page profile">
      <h1 className="page__title">{t('title')}</h1>
      {user ? (
        <ProfileFormView user={user} />
      ) : (
        <p>
          {t('signInFirst')} <Link to={to('/login')}>{t('login')}</Link>
        </p>
      )}
    </section>
  );
}
