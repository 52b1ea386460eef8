/** The map page: the embedded map with back and home buttons. */
import { Link, useNavigate } from 'react-router-dom';
import { useShopContacts } from '../../shared/api/useShopContacts';
import { useT } from '../../shared/i18n/useT';
import { useLangPath } from '../../shared/lang/useLangPath';
import { Icon } from '../../shared/ui/Icon';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { ShopMap } from './ShopMap';
import './info.css';

export default function MapPage() {
  const t = useT();
  const { address } = useShopContacts();
  const to = useLangPath();
  const navigate = useNavigate();
  useDocumentTitle(t('map'));
  return (
    <article className="page map-page">
      <div className="map-page__bar">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(-1)}>
          <Icon name="back" size={18} /> {t('back')}
        </button>
        <Link className="btn btn--ghost" to={to('/')}>
          <Icon name="home" size={18} /> {t('home')}
        </Link>
      </div>
      <h1 className="page__title">{t('map')}</h1>
      <p className="muted">{address}</p>
      <ShopMap />
    </article>
  );
}
