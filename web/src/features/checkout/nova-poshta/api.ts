/** The shop's copy of Nova Poshta's directories, as checkout reads it (never Nova Poshta itself). */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Bilingual } from '@shop/shared/src/domain';

export interface NpSettlement {
  ref: string;
  name: Bilingual;
  type: Bilingual;
  area: Bilingual;
  warehouses: number;
}

export interface NpWarehouse {
  ref: string;
  number: string;
  category: string;
  address: Bilingual;
}

/** Failures leave checkout's plain fields in place: the picker is a help, never a wall. */
const quiet = { onError: () => undefined, shouldRetryOnError: false, keepPreviousData: true };

export function useNovaPoshtaEnabled(): boolean {
  return (
    useSWR<{ enabled: boolean }>('/api/order/nova-poshta', { ...quiet, keepPreviousData: false }).data?.enabled === true
  );
}

export function useSettlements(typed: string) {
  const q = typed.trim();
  return useSWR<{ settlements: NpSettlement[] }>(
    q ? `/api/order/nova-poshta/settlements?q=${encodeURIComponent(q)}&limit=10` : null,
    quiet,
  );
}

export function useWarehouses(settlementRef: string | undefined, filter: string) {
  const q = filter.trim();
  return useSWR<{ warehouses: NpWarehouse[] }>(
    settlementRef
      ? `/api/order/nova-poshta/warehouses?settlementRef=${encodeURIComponent(settlementRef)}&q=${encodeURIComponent(q)}&limit=500`
      : null,
    quiet,
  );
}

/** The value once it has stayed the same for `ms` (typing is searched when the shopper pauses). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
