/** Shop information: about, cooperation, product return, delivery, prices and payment, and the photo set. */
import useSWR from 'swr';
import type { GalleryCard, Information } from '../../shared/api/types';
import { asList } from '../../shared/api/list';
import type { DictKey } from '../../shared/i18n/ru';
import { useBi, useT } from '../../shared/i18n/useT';
import { Img } from '../../shared/ui/Img';
import { Spinner } from '../../shared/ui/Spinner';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import './info.css';

const SECTIONS: [keyof Information, DictKey][] = [
  ['aboutUs', 'aboutUs'],
  ['conditions', 'conditions'],
  ['productReturn', 'productReturn'],
  ['delivery', 'delivery'],
  ['payment', 'payment'],
];

export default function InformationPage() {
  const t = useT();
  const bi = useBi();
  useDocumentTitle(t('information'));
  const { data: info } = useSWR<Information>('/api/information');
  const { data: gallery } = useSWR<unknown>('/api/gallery');
  if (!info) return <Spinner label={t('loading')} />;
  const photos = asList<GalleryCard>(gallery, 'cards');
  return (
    <article className="page info-page">
      <h1 className="page__title">{t('information')}</h1>
      <nav className="info-toc" aria-label={t('infoSections')}>
        {SECTIONS.map(([field, title]) => (
          <a key={field} href={`#${field}`}>
            {t(title)}
          </a>
        ))}
      </nav>
      {SECTIONS.map(([field, title]) => (
        <section key={field} id={field} className="info-section">
          <h2>{t(title)}</h2>
          <p className="info-text">{bi(info[field])}</p>
        </section>
      ))}
      {photos.length > 0 && (
        <section className="info-section">
          <h2>{t('gallery')}</h2>
          <ul className="photo-grid">
            {photos.map((card) => (
              <li key={card._id}>
                <figure>
                  <Img src={card.image.md} alt="" width="300" height="300" />
                  <figcaption>{bi(card.description)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
