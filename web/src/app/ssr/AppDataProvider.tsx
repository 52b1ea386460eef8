/** Gives the server's answers to SWR (as fallback data) and its shuffle seed to the home page. */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, useSWRConfig, type Middleware } from 'swr';
import type { ApiKey } from '../../shared/api/keys';
import { swrFallback, type AppData } from './appData';
import { SeedContext, seedSource } from './seed';

/**
 * The server fetched its answers a moment ago: the hooks of the first render show them without asking again.
 * A hook mounting later (another page, a return to this one) revalidates as usual.
 */
function serverAnswersFirst(data: AppData, firstRender: () => boolean): Middleware {
  const keys = new Set(data.answers.map(([key]) => unstable_serialize(key)));
  return (useSWRNext) => (key, fetcher, config) => {
    const fresh = firstRender() && keys.has(unstable_serialize(key));
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}

export function AppDataProvider({ data, children }: { data: AppData; children: ReactNode }) {
  const committed = useRef(false);
  const [config] = useState(() => ({
    fallback: swrFallback(data.answers),
    use: [serverAnswersFirst(data, () => !committed.current)],
  }));
  const [takeSeed] = useState(() => seedSource(data.seed));
  useEffect(() => {
    committed.current = true;
  }, []);
  return (
    <SWRConfig value={config}>
      <SeedContext.Provider value={takeSeed}>{children}</SeedContext.Provider>
    </SWRConfig>
  );
}

/** The server's answer for a key (undefined without one): what the page was first drawn with. */
export function useServerAnswer(): (key: ApiKey) => unknown {
  const { fallback } = useSWRConfig();
  return useCallback((key: ApiKey) => fallback[unstable_serialize(key)], [fallback]);
}
