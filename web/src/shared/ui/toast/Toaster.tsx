/** Toasts at the top right: close by themselves after 5000 ms, can be closed, pause while hovered or focused. */
import { useEffect, useRef, useState } from 'react';
import { dismissToast, subscribeToasts, type ToastItem } from './toastStore';
import './toast.css';

function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const left = useRef(item.autoClose);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused || left.current === null) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), left.current);
    return () => {
      clearTimeout(timer);
      if (left.current !== null) left.current = Math.max(0, left.current - (Date.now() - startedAt.current));
    };
  }, [paused, item.id]);

  return (
    <div
      className={`toast toast--${item.kind}${paused ? ' toast--paused' : ''}`}
      role={item.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__icon" aria-hidden="true">
        {item.kind === 'error' ? '!' : '✓'}
      </span>
      <p className="toast__text">{item.message}</p>
      <button type="button" className="toast__close" aria-label="Закрыть" onClick={() => dismissToast(item.id)}>
        ×
      </button>
      {item.autoClose !== null && (
        <span className="toast__bar" style={{ animationDuration: `${item.autoClose}ms` }} aria-hidden="true" />
      )}
    </div>
  );
}

export function Toaster() {
  const [items, setItems] = useState<ToastItem[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <div className="toaster" aria-live="polite">
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  );
}
