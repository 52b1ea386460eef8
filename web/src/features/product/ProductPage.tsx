/**
 * Product page: breadcrumb, name, gallery and slider, price in the shop currency, the option quantity editor,
 * chosen count and sum, add to cart (disabled at 0; each chosen leaf becomes a cart line), description with brand.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PriceTreeNode } from '@shop/shared/src/domain';
import { priceRange } from '@shop/shared/src/prices';
import { useLayout } from '../../app/layout/LayoutContext';
import { useShop } from '../../app/shop/ShopContext';
import { productKey } from '../../shared/api/keys';
import { isMissing, useMissingIsNotFound } from '../../shared/api/swr';
import type { Product } from '../../shared/api/types';
import { formatPrice } from '../../shared/format/price';
import { useBi, useLang, useT } from '../../shared/i18n/useT';
import { catalogPath } from '../../shared/lang/itemPaths';
import { useLangPath } from '../../shared/lang/useLangPath';
import { Icon } from '../../shared/ui/Icon';
import { Spinner } from '../../shared/ui/Spinner';
import { toast } from '../../shared/ui/toast';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import useSWR from 'swr';
import { AdminActions } from '../catalog/AdminActions';
import { NotFoundPage } from '../errors/ErrorPages';
import { Breadcrumbs } from '../catalog/Breadcrumbs';
import { crumbsOf, panelOfProduct } from '../catalog/panel';
import { usePageSlug } from '../catalog/usePageSync';
import { Gallery } from './Gallery';
import { OptionEditor } from './OptionEditor';
import { ProductPrice } from './ProductPrice';
import { cartLinesFrom, chosenTotals, resetQnts } from './priceTree';
import './product.css';

const brandOf = (p: Product) => (typeof p.brandId === 'object' ? p.brandId : null);

function usePanelFollows(product: Product | undefined) {
  const { setPanelCatalogId } = useLayout();
  useEffect(() => {
    if (product) setPanelCatalogId(panelOfProduct(product));
  }, [product, setPanelCatalogId]);
}

function BuyBox({ product }: { product: Product }) {
  const t = useT();
  const { cart, currencyShop, rates } = useShop();
  const [tree, setTree] = useState<PriceTreeNode[]>(product.optPrices ?? []);
  useEffect(() => setTree(product.optPrices ?? []), [product]);
  const { count, sum } = chosenTotals(tree);
  const add = () => {
    cart.addLines(cartLinesFrom(product, tree));
    setTree(resetQnts(tree));
    toast.success(t('addedToCart'));
  };
  return (
    <div className="buy">
      <OptionEditor tree={tree} options={product.selfOpt ?? []} currency={product.currencyValue} onChange={setTree} />
      <div className="buy__summary" aria-live="polite">
        <span>
          {t('chosen')}: <b>{count}</b> {t('pieces')}
        </span>
        <span>
          {t('sum')}: <b className="price">{formatPrice(sum, product.currencyValue, currencyShop, rates)}</b>
        </span>
      </div>
      <button type="button" className="btn btn--primary buy__add" disabled={count === 0} onClick={add}>
        <Icon name="cart" size={20} />
        {t('addToCart')}
      </button>
    </div>
  );
}

export default function ProductPage() {
  const t = useT();
  const bi = useBi();
  const lang = useLang();
  const to = useLangPath();
  const { id = '' } = useParams();
  const { data, error } = useSWR<{ product: Product }>(id ? productKey(id) : null, useMissingIsNotFound());
  const product = data?.product;
  usePageSlug(product?.slug);
  usePanelFollows(product);
  useDocumentTitle(product ? bi(product.name) : undefined);
  if (isMissing(error)) return <NotFoundPage text={t('productNotFound')} />;
  if (!product) return <Spinner label={t('loading')} />;
  const name = bi(product.name);
  const brand = brandOf(product);
  const crumbs = crumbsOf(product);
  return (
    <article className="page product-page">
      <Breadcrumbs crumbs={crumbs} current={name} />
      <header className="product-page__head">
        <h1 className="page__title">{name}</h1>
        <AdminActions
          editTo={`/edit_product/${product._id}`}
          deleteUrl={`/api/products/${product._id}`}
          label={name}
          id={product._id}
          leaveTo={crumbs.length ? catalogPath(crumbs[crumbs.length - 1], lang) : to('/')}
          deletedText={t('productDeleted')}
        />
      </header>
      <div className="product-page__body">
        <Gallery images={product.images ?? []} alt={name} />
        <div className="product-page__info">
          <p className="product-page__price">
            <ProductPrice range={priceRange(product.optPrices ?? [])} currency={product.currencyValue} />
          </p>
          <BuyBox product={product} />
          <section className="product-page__desc" aria-label={t('description')}>
            {brand && (
              <p>
                <span className="muted">{t('brand')}:</span> <b>{bi(brand.name)}</b>
              </p>
            )}
            <p>{bi(product.description)}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
