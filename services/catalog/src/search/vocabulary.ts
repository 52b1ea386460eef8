import { retentionFromEnv, startPeriodic, withTransaction, type Pool, type ServiceContext } from '@shop/shared';

/**
 * Drops the vocabulary words no product holds any more (products deleted or renamed, brands renamed). The table
 * lock waits for the writers adding words and keeps new ones out for the one statement, so a word a product is
 * being saved with in a concurrent transaction is never dropped.
 */
export async function pruneVocabulary(pool: Pool): Promise<number> {
  return withTransaction(pool, async (db) => {
    await db.query('LOCK TABLE search_words IN SHARE ROW EXCLUSIVE MODE');
    const { rowCount } = await db.query(
      'DELETE FROM search_words w WHERE NOT EXISTS (SELECT 1 FROM search_postings sp WHERE sp.word = w.word)',
    );
    return rowCount ?? 0;
  });
}

/** Prunes the vocabulary on the retention interval (RETENTION_INTERVAL_MINUTES). */
export function startVocabularyPruning(ctx: ServiceContext): () => Promise<void> {
  const prune = async () => {
    const words = await pruneVocabulary(ctx.pool);
    if (words) ctx.logger.info({ words }, 'search words no product holds pruned');
  };
  return startPeriodic('search vocabulary pruning', retentionFromEnv(ctx.env).everyMs, prune, ctx.logger);
}
