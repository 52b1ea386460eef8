import { Link } from 'react-router-dom';
import { useOrderT } from '../../shared/i18n/orderTexts';
import { useLangPath } from '../../shared/lang/useLangPath';

/** Shown instead of order pages to a visitor who is not signed in. */
export function SignInFirst() {
  const t = useOrderT();
  const to = useLangPath();
  return (
    <section className="page order-signin">
      <p>{t('signInFirst')}</p>
      <Link className="btn btn--primary" to={to('/login')}>
        {t('login')}
      </Link>
    </section>
  );
}
