/**
 * The sidebar catalogs panel: breadcrumbs, back to the previous catalog, subcatalogs of the current one.
 * A catalog with subcatalogs opens in the panel (and its page by the open button); a leaf goes to its page.
 * Under 1024 px the drawer closes 500 ms after a page is chosen.
 */
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBi, useLang, useT } from '../../shared/i18n/useT';
import { catalogPath } from '../../shared/lang/itemPaths';
import { Icon } from '../../shared/ui/Icon';
import { Spinner } from '../../shared/ui/Spinner';
import { isNarrow, PANEL_CLOSE_DELAY_MS, useLayout } from '../../app/layout/LayoutContext';
import type { Catalog } from '../../shared/api/types';
import { useSidebarPanel } from './api';

function useCloseSoon() {
  const { setSidebarOpen } = useLayout();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    if (!isNarrow()) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSidebarOpen(false), PANEL_CLOSE_DELAY_MS);
  };
}

function Crumbs({ current, onPick }: { current: Catalog | null; onPick: (id: string | null) => void }) {
  const t = useT();
  const bi = useBi();
  const trail = current?.crumbs ?? [];
  return (
    <nav aria-label={t('catalogs')} className="panel-crumbs">
      <button
        type="button"
        className="linklike"
        onClick={() => onPick(null)}
        aria-current={!current ? 'true' : undefined}
      >
        {t('allCatalogs')}
      </button>
      {trail.map((c) => (
        <span key={c._id}>
          <span aria-hidden="true"> / </span>
          <button
            type="button"
            className="linklike"
            onClick={() => onPick(c._id)}
            aria-current={c._id === current?._id ? 'true' : undefined}
          >
            {bi(c.name)}
          </button>
        </span>
      ))}
    </nav>
  );
}

function CatalogItem({
  catalog,
  active,
  onOpen,
  onLeaf,
}: {
  catalog: Catalog;
  active: boolean;
  onOpen: () => void;
  onLeaf: () => void;
}) {
  const t = useT();
  const bi = useBi();
  const lang = useLang();
  const count = <span className="catalog-item__qnt">{catalog.qnt ?? 0}</span>;
  if (catalog.isLeaf) {
    return (
      <li className="catalog-item">
        <Link
          to={catalogPath(catalog, lang)}
          className="catalog-item__main"
          aria-current={active ? 'page' : undefined}
          onClick={onLeaf}
        >
          <span>{bi(catalog.name)}</span>
          {count}
        </Link>
      </li>
    );
  }
  return (
    <li className="catalog-item">
      <button type="button" className="catalog-item__main" onClick={onOpen}>
        <span>{bi(catalog.name)}</span>
        {count}
        <Icon name="next" size={16} />
      </button>
      <Link
        to={catalogPath(catalog, lang)}
        className="icon-btn catalog-item__open"
        aria-label={`${t('openSubcatalogs')}: ${bi(catalog.name)}`}
        title={t('openSubcatalogs')}
        onClick={onLeaf}
      >
        <Icon name="open" size={18} />
      </Link>
    </li>
  );
}

export function CatalogPanel() {
  const t = useT();
  const { panelCatalogId, setPanelCatalogId } = useLayout();
  const { data, isLoading } = useSidebarPanel(panelCatalogId);
  const { id: pageId } = useParams();
  const closeSoon = useCloseSoon();
  const current = data?.current ?? null;
  const children = data?.catalogs ?? [];

  return (
    <section className="panel" aria-labelledby="catalogs-title">
      <h2 className="panel__title" id="catalogs-title">
        {t('catalogs')}
      </h2>
      <Crumbs current={current} onPick={setPanelCatalogId} />
      {current && (
        <button
          type="button"
          className="btn btn--ghost btn--small panel__back"
          onClick={() => setPanelCatalogId(current.parentId)}
        >
          <Icon name="back" size={16} />
          {t('back')}
        </button>
      )}
      {isLoading && !data ? (
        <Spinner inline label={t('loading')} />
      ) : (
        <ul className="catalog-list">
          {children.map((c) => (
            <CatalogItem
              key={c._id}
              catalog={c}
              active={c._id === pageId}
              onOpen={() => setPanelCatalogId(c._id)}
              onLeaf={closeSoon}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
