export { toast, TOAST_AUTO_CLOSE_MS } from './toastStore';
export { Toaster } from './Toaster';
