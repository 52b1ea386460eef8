/** SWR defaults of spec section 7: dedupe 2 s, focus throttle 5 s, error retry 5 s; the fetcher is apiFetch. */
import { useMemo } from 'react';
import { useSWRConfig, type SWRConfiguration } from 'swr';
import { ApiError, apiFetch } from './apiFetch';

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

/** A missing item (404), or an id the server refuses (400): the page shows its not-found view. */
export const isMissing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/**
 * SWR options for a page's read of the item its address names: a missing item is the page's own not-found
 * view (a link to a deleted product or catalog), not a server error; any other failure still goes to
 * /error_server through the global handler.
 */
export function useMissingIsNotFound(): Pick<SWRConfiguration, 'onError' | 'shouldRetryOnError'> {
  const { onError } = useSWRConfig();
  return useMemo(
    () => ({
      onError: (err, key, config) => {
        if (!isMissing(err)) onError(err, key, config);
      },
      shouldRetryOnError: (err) => !isMissing(err),
    }),
    [onError],
  );
}
