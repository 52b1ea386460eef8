/** SWR defaults of spec section 7: dedupe 2 s, focus throttle 5 s, error retry 5 s; the fetcher is apiFetch. */
import type { SWRConfiguration } from 'swr';
import { apiFetch } from './apiFetch';

export const swrDefaults: SWRConfiguration = {
  fetcher: (path: string) => apiFetch(path),
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
  errorRetryCount: 3,
};

/** The error page address of the global handler. */
export function errorServerPath(message: string, prefix = ''): string {
  return `${prefix}/error_server?message=${encodeURIComponent(message)}`;
}
