/** The demo messenger (DESIGN.md): in demo mode without bots, this form plays the bot's part. */
import { useState, type FormEvent } from 'react';
import { apiFetch, errorMessage } from '../../shared/api/apiFetch';
import { formatPhone, isPhoneEmpty, PHONE_PREFIX } from '../../shared/format/phone';
import { toast } from '../../shared/ui/toast';
import { useAuthT } from './texts';

/** `channel` names the messenger icon that opened it. */
export function DemoSignIn({ authKey, channel }: { authKey: string; channel: string }) {
  const t = useAuthT();
  const [phone, setPhone] = useState(PHONE_PREFIX);
  const [userName, setUserName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await apiFetch('/api/user/demo-login', { body: { authKey, phone, userName } });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="login__demo" onSubmit={submit}>
      <h2>
        {t('demoTitle')}: {channel}
      </h2>
      <p className="login__note">{t('demoNote')}</p>
      <label className="login__field">
        <span>{t('phone')}</span>
        <input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(formatPhone(e.target.value))}
        />
      </label>
      <label className="login__field">
        <span>{t('userName')}</span>
        <input
          name="userName"
          maxLength={40}
          autoComplete="given-name"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={busy || !authKey || isPhoneEmpty(phone) || !userName.trim()}
      >
        {t('demoSubmit')}
      </button>
    </form>
  );
}
