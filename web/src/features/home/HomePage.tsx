/** Home: new items (gallery cards with image and description), then popular products shuffled; image zoom. */
import { useContext, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { SeedContext } from '../../app/ssr/seed';
import { galleryKey, showcaseKey } from '../../shared/api/keys';
import { asList } from '../../shared/api/list';
import type { GalleryCard, ProductCard } from '../../shared/api/types';
import { useBi, useLang, useT } from '../../shared/i18n/useT';
import { productPath } from '../../shared/lang/itemPaths';
import { Img } from '../../shared/ui/Img';
import { Spinner } from '../../shared/ui/Spinner';
import { ZoomOverlay } from '../../shared/ui/ZoomOverlay';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { ProductPrice } from '../product/ProductPrice';
import { Carousel } from './Carousel';
import { seededRandom, shuffle } from './shuffle';
import './home.css';

interface Zoom {
  src: string;
  alt: string;
}

function NewItems({ cards, onZoom }: { cards: GalleryCard[]; onZoom: (z: Zoom) => void }) {
  const t = useT();
  const bi = useBi();
  return (
    <Carousel title={t('newItems')} id="new-items">
      {cards.map((card, i) => (
        <li key={card._id} className="card card--new">
          <button
            type="button"
            className="card__zoom"
            onClick={() => onZoom({ src: card.image.lg, alt: bi(card.description) })}
          >
            <Img src={card.image.md} alt={bi(card.description)} width="320" height="320" eager={i < 2} />
            <span className="visually-hidden">{t('zoom')}</span>
          </button>
          <p className="card__text">{bi(card.description)}</p>
        </li>
      ))}
    </Carousel>
  );
}

function Popular({ products, onZoom }: { products: ProductCard[]; onZoom: (z: Zoom) => void }) {
  const t = useT();
  const bi = useBi();
  const lang = useLang();
  return (
    <Carousel title={t('popular')} id="popular">
      {products.map((p) => (
        <li key={p._id} className="card">
          <button
            type="button"
            className="card__zoom"
            onClick={() => onZoom({ src: p.images?.[0]?.lg ?? '', alt: bi(p.name) })}
          >
            <Img src={p.images?.[0]?.md} alt={bi(p.name)} width="320" height="320" />
            <span className="visually-hidden">{t('zoom')}</span>
          </button>
          <Link to={productPath(p, lang)} className="card__name">
            {bi(p.name)}
          </Link>
          <ProductPrice range={p.priceRange} currency={p.currencyValue} />
        </li>
      ))}
    </Carousel>
  );
}

export function HomePage() {
  const t = useT();
  useDocumentTitle(t('shopTagline'));
  const gallery = useSWR<unknown>(galleryKey);
  const showcase = useSWR<unknown>(showcaseKey);
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const takeSeed = useContext(SeedContext);
  const [seed] = useState(takeSeed);
  const cards = useMemo(() => asList<GalleryCard>(gallery.data, 'cards'), [gallery.data]);
  const popular = useMemo(
    () => shuffle(asList<ProductCard>(showcase.data, 'products'), seededRandom(seed)),
    [showcase.data, seed],
  );

  // isLoading stays true while the server's answers (SWR fallback) are revalidated: what counts is having data.
  const waiting = [gallery, showcase].some((read) => read.isLoading && read.data === undefined);
  if (waiting) return <Spinner label={t('loading')} />;
  return (
    <div className="home">
      <h1 className="visually-hidden">
        {t('shopName')} — {t('shopTagline')}
      </h1>
      {cards.length > 0 && <NewItems cards={cards} onZoom={setZoom} />}
      {popular.length > 0 && <Popular products={popular} onZoom={setZoom} />}
      {zoom && <ZoomOverlay src={zoom.src || '/no-image.svg'} alt={zoom.alt} onClose={() => setZoom(null)} />}
    </div>
  );
}
