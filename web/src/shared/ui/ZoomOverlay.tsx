/** A full-screen image zoom: closes by the button, a click on the backdrop or Escape; focus goes to the close button. */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/useT';
import { Icon } from './Icon';
import './overlay.css';

export function ZoomOverlay({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useT();
  const closeBtn = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const back = document.activeElement as HTMLElement | null;
    closeBtn.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
      back?.focus?.();
    };
  }, []);
  return createPortal(
    <div className="overlay" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <img className="overlay__img" src={src} alt={alt} onClick={(e) => e.stopPropagation()} />
      <button ref={closeBtn} type="button" className="overlay__close" aria-label={t('close')} onClick={onClose}>
        <Icon name="close" size={28} />
      </button>
    </div>,
    document.body,
  );
}
