/** Sign-in (spec sections 2 and 4): the Viber and Telegram deep links, the conditions note, close goes back. */
import { useCallback, useState, type ComponentType } from 'react';
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

type Channel = 'viber' | 'telegram';

const CHANNELS: { channel: Channel; name: string; Mark: ComponentType; link: typeof viberLink }[] = [
  { channel: 'viber', name: 'Viber', Mark: ViberIcon, link: viberLink },
  { channel: 'telegram', name: 'Telegram', Mark: TelegramIcon, link: telegramLink },
];

/**
 * Both messenger icons, always (the page's text asks to press one). A configured bot is a deep link; without
 * one the icon opens the demo messenger for that channel in demo mode, else it is disabled and says why.
 */
function MessengerLinks({
  config,
  payload,
  onDemo,
}: {
  config: LoginConfig;
  payload: string;
  onDemo(channel: string): void;
}) {
  const t = useAuthT();
  return (
    <div className="login__links">
      {CHANNELS.map(({ channel, name, Mark, link }) => {
        const bot = config[channel];
        if (bot) {
          const external = channel === 'telegram' && { target: '_blank', rel: 'noopener noreferrer' };
          return (
            <a
              key={channel}
              className="login__link"
              href={link(bot, payload)}
              aria-label={t(channel)}
              title={t(channel)}
              {...external}
            >
              <Mark />
              <span>{name}</span>
            </a>
          );
        }
        const note = config.demo ? t('demoTitle') : t('noBot').replace('{name}', name);
        return (
          <button
            key={channel}
            type="button"
            className="login__link"
            aria-label={t(channel)}
            title={note}
            disabled={!config.demo}
            onClick={() => onDemo(name)}
          >
            <Mark />
            <span>{name}</span>
            <small className="login__link-note">{note}</small>
          </button>
        );
      })}
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
  const [demoChannel, setDemoChannel] = useState<string | null>(null);
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
            <MessengerLinks config={config} payload={encodeLoginPayload(authKey, lang)} onDemo={setDemoChannel} />
            {(config.demo || config.telegram || config.viber) && (
              <p className="login__waiting" role="status">
                {t('waiting')}
              </p>
            )}
            {config.demo && demoChannel && <DemoSignIn authKey={authKey} channel={demoChannel} />}
          </>
        ) : (
          <Spinner />
        )}
        <p className="login__note">{t('conditions')}</p>
      </div>
    </section>
  );
}
