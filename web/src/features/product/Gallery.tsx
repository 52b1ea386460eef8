/** Product images: a main image with thumbnails, and a full-screen slider that wraps around; closing keeps the chosen image. */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ImageSet } from '@shop/shared/src/domain';
import { useT } from '../../shared/i18n/useT';
import { Icon } from '../../shared/ui/Icon';
import { Img, NO_IMAGE } from '../../shared/ui/Img';
import '../../shared/ui/overlay.css';
import { wrapIndex } from './slider';

function Slider({
  images,
  start,
  alt,
  onClose,
}: {
  images: ImageSet[];
  start: number;
  alt: string;
  onClose: (index: number) => void;
}) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const current = useRef(start);
  current.current = index;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const closeBtn = useRef<HTMLButtonElement>(null);
  const move = (step: number) => setIndex((i) => wrapIndex(i + step, images.length));
  useEffect(() => {
    closeBtn.current?.focus();
    document.body.classList.add('no-scroll');
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current(current.current);
      if (e.key === 'ArrowLeft') setIndex((i) => wrapIndex(i - 1, images.length));
      if (e.key === 'ArrowRight') setIndex((i) => wrapIndex(i + 1, images.length));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [images.length]);
  return createPortal(
    <div className="overlay" role="dialog" aria-modal="true" aria-label={alt}>
      <p className="overlay__counter">
        {index + 1} / {images.length}
      </p>
      <img className="overlay__img" src={images[index]?.lg || NO_IMAGE} alt={`${alt} — ${index + 1}`} />
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="overlay__nav overlay__nav--prev"
            aria-label={t('previous')}
            onClick={() => move(-1)}
          >
            <Icon name="back" size={28} />
          </button>
          <button
            type="button"
            className="overlay__nav overlay__nav--next"
            aria-label={t('next')}
            onClick={() => move(1)}
          >
            <Icon name="next" size={28} />
          </button>
        </>
      )}
      <button
        ref={closeBtn}
        type="button"
        className="overlay__close"
        aria-label={t('close')}
        onClick={() => onClose(index)}
      >
        <Icon name="close" size={28} />
      </button>
    </div>,
    document.body,
  );
}

export function Gallery({ images, alt }: { images: ImageSet[]; alt: string }) {
  const t = useT();
  const [chosen, setChosen] = useState(0);
  const [sliding, setSliding] = useState(false);
  const main = images[chosen];
  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery__main"
        onClick={() => images.length && setSliding(true)}
        disabled={!images.length}
      >
        <Img
          src={main?.md || main?.lg}
          srcSet={main?.md && main?.lg ? `${main.md} 600w, ${main.lg} 1200w` : undefined}
          sizes="(min-width: 900px) 40vw, 100vw"
          alt={alt}
          width="600"
          height="600"
          eager
        />
        {images.length > 0 && <span className="visually-hidden">{t('openSlider')}</span>}
        {images.length > 0 && (
          <span className="gallery__zoom" aria-hidden="true">
            <Icon name="zoom" size={20} />
          </span>
        )}
      </button>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={img.sm + i}>
              <button type="button" className="gallery__thumb" aria-pressed={i === chosen} onClick={() => setChosen(i)}>
                <Img src={img.sm} alt={`${alt} — ${t('photo')} ${i + 1}`} width="72" height="72" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {sliding && (
        <Slider
          images={images}
          start={chosen}
          alt={alt}
          onClose={(index) => {
            setChosen(index);
            setSliding(false);
          }}
        />
      )}
    </div>
  );
}
