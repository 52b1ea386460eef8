/** A horizontally scrolling row with arrows that move by 60 percent of the visible width. */
import { useRef, type ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT';
import { Icon } from '../../shared/ui/Icon';

export const SCROLL_STEP = 0.6;

export function Carousel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * SCROLL_STEP, behavior: 'smooth' });
  };
  return (
    <section className="carousel" aria-labelledby={id}>
      <div className="carousel__head">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <div className="carousel__arrows">
          <button type="button" className="round-btn" aria-label={t('scrollLeft')} onClick={() => scroll(-1)}>
            <Icon name="back" />
          </button>
          <button type="button" className="round-btn" aria-label={t('scrollRight')} onClick={() => scroll(1)}>
            <Icon name="next" />
          </button>
        </div>
      </div>
      <ul className="carousel__track" ref={track}>
        {children}
      </ul>
    </section>
  );
}
