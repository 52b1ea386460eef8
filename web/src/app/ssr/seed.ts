/** Seeds of the home page's shuffle: the server's for the first home page shown, a fresh one after that. */
import { createContext } from 'react';

export const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

/** Gives `first` once (when set), then random seeds. */
export function seedSource(first?: number): () => number {
  let pending = first;
  return () => {
    const seed = pending ?? randomSeed();
    pending = undefined;
    return seed;
  };
}

export const SeedContext = createContext<() => number>(randomSeed);
