/** Catalog page: breadcrumb, image, name, '(N шт)', list/tile toggle, 12 products a page, pagination, zoom, admin icons. */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CATALOG_PAGE_SIZE } from '@shop/shared/src/domain';
import { useLayout } from '../../app/layout/LayoutContext';
import { asList } from '../../shared/api/list';
import { isMissing } from '../../shared/api/swr';
import type { Catalog, ProductCard } from '../../shared/api/types';
import { useBi, useLang, useT } from '../../shared/i18n/useT';
import { catalogPath } from '../../shared/lang/itemPaths';
import { useLangPath } from '../../shared/lang/useLangPath';
import { pageCount } from '../../shared/pagination/buttons';
import { Icon } from '../../shared/ui/Icon';
import { Img } from '../../shared/ui/Img';
import { Pagination } from '../../shared/ui/Pagination';
import { Spinner } from '../../shared/ui/Spinner';
import { ZoomOverlay } from '../../shared/ui/ZoomOverlay';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { NotFoundPage } from '../errors/ErrorPages';
import { AdminActions } from './AdminActions';
import { useCatalog, useCatalogProducts } from './api';
import { Breadcrumbs } from './Breadcrumbs';
import { panelOfCatalog } from './panel';
import { ProductList } from './ProductList';
import { useCatalogPage, useCatalogView, type CatalogView } from './useCatalogMemory';
import { usePageSlug } from './usePageSync';
import './catalog.css';

function ViewToggle({ view, onChange }: { view: CatalogView; onChange: (v: CatalogView) => void }) {
  const t = useT();
  return (
    <div className="segmented" role="group" aria-label={`${t('listView')} / ${t('tileView')}`}>
      <button
        type="button"
        className="segmented__btn"
        aria-pressed={view === 'tile'}
        onClick={() => onChange('tile')}
        title={t('tileView')}
      >
        <Icon name="tiles" size={18} />
        <span className="visually-hidden">{t('tileView')}</span>
      </button>
      <button
        type="button"
        className="segmented__btn"
        aria-pressed={view === 'list'}
        onClick={() => onChange('list')}
        title={t('listView')}
      >
        <Icon name="list" size={18} />
        <span className="visually-hidden">{t('listView')}</span>
      </button>
    </div>
  );
}

function usePanelFollows(catalog: Catalog | undefined) {
  const { setPanelCatalogId } = useLayout();
  useEffect(() => {
    if (catalog) setPanelCatalogId(panelOfCatalog(catalog));
  }, [catalog, setPanelCatalogId]);
}

function CatalogHead({
  catalog,
  count,
  onZoom,
}: {
  catalog: Catalog;
  count: number;
  onZoom: (z: { src: string; alt: string }) => void;
}) {
  const t = useT();
  const bi = useBi();
  const lang = useLang();
  const to = useLangPath();
  const name = bi(catalog.name);
  const parent = catalog.crumbs?.find((c) => c._id === catalog.parentId);
  return (
    <header className="catalog-head">
      {catalog.image?.md && (
        <button
          type="button"
          className="thumb catalog-head__img"
          onClick={() => onZoom({ src: catalog.image?.lg ?? '', alt: name })}
        >
          <Img src={catalog.image.sm || catalog.image.md} alt={name} width="96" height="96" eager />
          <span className="visually-hidden">{t('zoom')}</span>
        </button>
      )}
      <h1 className="page__title catalog-head__title">
        {name}{' '}
        <span className="catalog-head__qnt">
          ({count} {t('pieces')})
        </span>
      </h1>
      <AdminActions
        editTo={`/edit_catalog/${catalog._id}`}
        deleteUrl={`/api/catalogs/catalog/${catalog._id}`}
        label={name}
        id={catalog._id}
        leaveTo={parent ? catalogPath(parent, lang) : to('/')}
        deletedText={t('catalogDeleted')}
      />
    </header>
  );
}

export default function CatalogPage() {
  const t = useT();
  const bi = useBi();
  const { id = '' } = useParams();
  const { data, error } = useCatalog(id);
  const catalog = data?.catalog;
  const products = useCatalogProducts(id);
  const list = asList<ProductCard>(products.data, 'products');
  const [view, setView] = useCatalogView();
  const pages = pageCount(list.length, CATALOG_PAGE_SIZE);
  const [page, setPage] = useCatalogPage(id, pages);
  const [zoom, setZoom] = useState<{ src: string; alt: string } | null>(null);
  usePageSlug(catalog?.slug);
  usePanelFollows(catalog);
  useDocumentTitle(catalog ? bi(catalog.name) : undefined);

  if (isMissing(error)) return <NotFoundPage text={t('catalogNotFound')} />;
  if (!catalog) return <Spinner label={t('loading')} />;
  const shown = list.slice((page - 1) * CATALOG_PAGE_SIZE, page * CATALOG_PAGE_SIZE);
  return (
    <section className="page catalog-page">
      <Breadcrumbs crumbs={catalog.crumbs ?? []} />
      <CatalogHead catalog={catalog} count={list.length} onZoom={setZoom} />
      <div className="catalog-page__bar">
        <ViewToggle view={view} onChange={setView} />
      </div>
      {products.isLoading && !products.data ? (
        <Spinner label={t('loading')} />
      ) : list.length ? (
        <ProductList products={shown} view={view} onZoom={setZoom} />
      ) : (
        <p className="muted">{t('emptyCatalog')}</p>
      )}
      <Pagination
        page={page}
        total={pages}
        onPage={(p) => {
          setPage(p);
          document.getElementById('main')?.scrollIntoView({ block: 'start' });
        }}
      />
      {zoom && <ZoomOverlay src={zoom.src || '/no-image.svg'} alt={zoom.alt} onClose={() => setZoom(null)} />}
    </section>
  );
}
