import type { Logger, Pool } from '@shop/shared';
import type { NovaPoshtaClient } from './client';
import {
  databaseNow,
  finishRefresh,
  noteFailure,
  refreshStates,
  upsertSettlements,
  upsertWarehouses,
  type Directory,
} from './repo';
import { npSettlementSchema, npWarehouseSchema } from './schema';

/** Rows a page: Nova Poshta's own limit for its directories. */
export const PAGE_SIZE = 150;
/** Nova Poshta's advice: settlements monthly, branches daily. */
export const REFRESH_EVERY: Record<Directory, number> = {
  settlements: 30 * 24 * 3600_000,
  warehouses: 24 * 3600_000,
};

const SOURCES = {
  settlements: {
    model: 'AddressGeneral',
    method: 'getSettlements',
    // Only settlements Nova Poshta delivers to a branch in are of use at checkout.
    properties: { Warehouse: '1' },
    row: npSettlementSchema,
    store: upsertSettlements,
  },
  warehouses: {
    model: 'Address',
    method: 'getWarehouses',
    properties: {},
    row: npWarehouseSchema,
    store: upsertWarehouses,
  },
} as const;

/**
 * Copies a whole directory page by page (each page stored as it comes); only a complete copy removes the rows
 * Nova Poshta no longer lists, so a failure half-way leaves the copy as usable as before. The number of rows.
 */
export async function refreshDirectory(pool: Pool, client: NovaPoshtaClient, directory: Directory): Promise<number> {
  const source = SOURCES[directory];
  const started = await databaseNow(pool);
  let stored = 0;
  for (let page = 1; ; page += 1) {
    const answer = await client.page(
      source.model,
      source.method,
      { ...source.properties, Page: page, Limit: PAGE_SIZE },
      source.row,
    );
    await source.store(pool, answer.rows as never);
    stored += answer.rows.length;
    if (answer.received < PAGE_SIZE || page * PAGE_SIZE >= answer.totalCount) break;
  }
  await finishRefresh(pool, directory, started, stored);
  return stored;
}

/** Refreshes each directory whose copy is older than Nova Poshta advises (or missing); failures are noted. */
export async function refreshDue(pool: Pool, client: NovaPoshtaClient, logger: Logger, now = Date.now()) {
  for (const state of await refreshStates(pool)) {
    const age = state.refreshedAt ? now - Date.parse(state.refreshedAt) : Infinity;
    if (age < REFRESH_EVERY[state.directory]) continue;
    try {
      const rows = await refreshDirectory(pool, client, state.directory);
      logger.info({ directory: state.directory, rows }, 'Nova Poshta directory copied');
    } catch (error) {
      logger.warn({ err: error, directory: state.directory }, 'Nova Poshta directory not copied; keeping the old copy');
      await noteFailure(pool, state.directory, (error as Error).message ?? String(error));
    }
  }
}
