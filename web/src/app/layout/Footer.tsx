import { Link } from 'react-router-dom';
import { useShopContacts } from '../../shared/api/useShopContacts';
import { useT } from '../../shared/i18n/useT';
import { useLangPath } from '../../shared/lang/useLangPath';
import { Phones } from './Switches';

export function Footer() {
  const t = useT();
  const to = useLangPath();
  const { name } = useShopContacts();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <p className="footer__brand">{name}</p>
          <p className="footer__note">{t('footerNote')}</p>
        </div>
        <nav aria-label={t('information')}>
          <ul className="footer__links">
            <li>
              <Link to={to('/information')}>{t('information')}</Link>
            </li>
            <li>
              <Link to={to('/map')}>{t('map')}</Link>
            </li>
            <li>
              <Link to={to('/contacts')}>{t('contacts')}</Link>
            </li>
          </ul>
        </nav>
        <Phones className="phones phones--column" />
      </div>
      <p className="footer__copy">© 2021 {name}</p>
    </footer>
  );
}
