/** Sign-in (spec sections 2 and 4): the Viber and Telegram deep links, the conditions note, close goes back. */
import { useCallback } from 'react';
import useSWR from 'swr';
import { encodeLoginPayload, telegramLink, viberLink } from '@shop/shared/src/login-payload';
import { useUser, type User } from '../../app/user/UserContext';
import { apiFetch } from '../../shared/api/apiFetch';
import { useLang } from '../../shared/i18n/useT';
import { Icon } from '../../shared/ui/Icon';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { toast } from '../../shared/ui/toast';
import { DemoSignIn } from './DemoSignIn';
import { TelegramIcon, ViberIcon } from './MessengerIcons';
import { useAuthT } from './texts';
import { useGoBack } from './useGoBack';
import { useSignInKey } from './useSignInKey';
import './auth.css';

interface LoginConfig {
  telegram: string | null;
  viber: string | null;
  demo: boolean;
  keyTtlMs: number;
}

function MessengerLinks({ config, payload }: { config: LoginConfig; payload: string }) {
  const t = useAuthT();
  if (!config.telegram && !config.viber) return config.demo ? null : <p className="login__note">{t('noBots')}</p>;
  return (
    <div className="login__links">
      {config.viber && (
        <a className="login__link" href={viberLink(config.viber, payload)} aria-label={t('viber')} title={t('viber')}>
          <ViberIcon />
          <span>Viber</span>
        </a>
      )}
      {config.telegram && (
        <a
          className="login__link"
          href={telegramLink(config.telegram, payload)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('telegram')}
          title={t('telegram')}
        >
          <TelegramIcon />
          <span>Telegram</span>
        </a>
      )}
    </div>
  );
}

export default function LoginPage() {
  const t = useAuthT();
  const lang = useLang();
  const goBack = useGoBack();
  const { setUser } = useUser();
  const { data: config } = useSWR<LoginConfig>('/api/user/login-config', (path: string) => apiFetch<LoginConfig>(path));
  const onUser = useCallback(
    (user: User) => {
      setUser(user);
      toast.success(t('signedIn'));
      goBack();
    },
    [setUser, goBack, t],
  );
  const authKey = useSignInKey(lang, config?.keyTtlMs, onUser);
  useDocumentTitle(t('title'));

  return (
    <section className="page login">
      <div className="login__card">
        <header className="login__head">
          <h1 className="page__title">{t('title')}</h1>
          <button type="button" className="icon-btn" aria-label={t('close')} title={t('close')} onClick={goBack}>
            <Icon name="close" />
          </button>
        </header>
        <p>{t('lead')}</p>
        {config && authKey ? (
          <>
            <MessengerLinks config={config} payload={encodeLoginPayload(authKey, lang)} />
            <p className="login__waiting" role="status">
              {t('waiting')}
            </p>
            {config.demo && <DemoSignIn authKey={authKey} />}
          </>
        ) : (
          <Spinner />
        )}
        <p className="login__note">{t('conditions')}</p>
      </div>
    </section>
  );
}
