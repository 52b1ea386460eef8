/** Toast queue: toast.success / toast.error from anywhere; the Toaster shows them. */
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** ms before closing by itself; null keeps it until closed */
  autoClose: number | null;
}

export const TOAST_AUTO_CLOSE_MS = 5000;

type Listener = (items: ToastItem[]) => void;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(items);
}

function show(kind: ToastKind, message: string, options: { autoClose?: number | false } = {}): number {
  const id = nextId++;
  const autoClose = options.autoClose === false ? null : (options.autoClose ?? TOAST_AUTO_CLOSE_MS);
  items = [...items, { id, kind, message, autoClose }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => void listeners.delete(listener);
}

export const toast = {
  success: (message: string, options?: { autoClose?: number | false }) => show('success', message, options),
  error: (message: string, options?: { autoClose?: number | false }) => show('error', message, options),
  info: (message: string, options?: { autoClose?: number | false }) => show('info', message, options),
  dismiss: dismissToast,
};
