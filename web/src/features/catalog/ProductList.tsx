/** Products of a catalog page as tiles or as a table (image, name, description on large screens, price). */
import { Link } from 'react-router-dom';
import type { ProductCard } from '../../shared/api/types';
import { useBi, useLang, useT } from '../../shared/i18n/useT';
import { productPath } from '../../shared/lang/itemPaths';
import { Img } from '../../shared/ui/Img';
import { ProductPrice } from '../product/ProductPrice';
import type { CatalogView } from './useCatalogMemory';

/** Tiles in a phone's first screen (two rows of two) or a desktop's first row: their images load at once. */
const EAGER_TILES = 4;

export interface ZoomHandler {
  (image: { src: string; alt: string }): void;
}

function Thumb({
  product,
  onZoom,
  size,
  eager = false,
}: {
  product: ProductCard;
  onZoom: ZoomHandler;
  size: number;
  eager?: boolean;
}) {
  const t = useT();
  const bi = useBi();
  const image = product.images?.[0];
  return (
    <button type="button" className="thumb" onClick={() => onZoom({ src: image?.lg ?? '', alt: bi(product.name) })}>
      <Img src={size > 100 ? image?.md : image?.sm} alt={bi(product.name)} width={size} height={size} eager={eager} />
      <span className="visually-hidden">{t('zoom')}</span>
    </button>
  );
}

function Tiles({ products, onZoom }: { products: ProductCard[]; onZoom: ZoomHandler }) {
  const bi = useBi();
  const lang = useLang();
  return (
    <ul className="tiles">
      {products.map((p, i) => (
        <li key={p._id} className="card tile">
          <Thumb product={p} onZoom={onZoom} size={300} eager={i < EAGER_TILES} />
          <Link to={productPath(p, lang)} className="card__name">
            {bi(p.name)}
          </Link>
          <ProductPrice range={p.priceRange} currency={p.currencyValue} />
        </li>
      ))}
    </ul>
  );
}

function Table({ products, onZoom }: { products: ProductCard[]; onZoom: ZoomHandler }) {
  const t = useT();
  const bi = useBi();
  const lang = useLang();
  return (
    <table className="product-table">
      <thead>
        <tr>
          <th scope="col">{t('image')}</th>
          <th scope="col">{t('name')}</th>
          <th scope="col" className="product-table__desc">
            {t('description')}
          </th>
          <th scope="col" className="product-table__price">
            {t('price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p._id}>
            <td className="product-table__img">
              <Thumb product={p} onZoom={onZoom} size={64} />
            </td>
            <td>
              <Link to={productPath(p, lang)} className="card__name">
                {bi(p.name)}
              </Link>
            </td>
            <td className="product-table__desc">{bi(p.description)}</td>
            <td className="product-table__price">
              <ProductPrice range={p.priceRange} currency={p.currencyValue} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProductList({
  products,
  view,
  onZoom,
}: {
  products: ProductCard[];
  view: CatalogView;
  onZoom: ZoomHandler;
}) {
  return view === 'list' ? (
    <Table products={products} onZoom={onZoom} />
  ) : (
    <Tiles products={products} onZoom={onZoom} />
  );
}
