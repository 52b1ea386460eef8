/** A yes/no confirmation (Да / Нет) in a modal; focus starts on "no". */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/useT';
import './overlay.css';

interface ConfirmProps {
  /** The question; `message` is accepted as another name for it. */
  text?: string;
  message?: string;
  /** Shown when true (default); render it conditionally or pass open. */
  open?: boolean;
  onYes: () => void;
  onNo: () => void;
}

export function ConfirmDialog({ open = true, ...props }: ConfirmProps) {
  return open ? <ConfirmBox {...props} /> : null;
}

function ConfirmBox({ text, message, onYes, onNo }: Omit<ConfirmProps, 'open'>) {
  const t = useT();
  const noBtn = useRef<HTMLButtonElement>(null);
  const no = useRef(onNo);
  no.current = onNo;
  useEffect(() => {
    noBtn.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && no.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return createPortal(
    <div className="overlay overlay--light" onClick={onNo}>
      <div
        className="confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-text"
        onClick={(e) => e.stopPropagation()}
      >
        <p id="confirm-text" className="confirm__text">
          {text ?? message}
        </p>
        <div className="confirm__actions">
          <button type="button" className="btn btn--danger" onClick={onYes}>
            {t('yes')}
          </button>
          <button type="button" ref={noBtn} className="btn btn--ghost" onClick={onNo}>
            {t('no')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
