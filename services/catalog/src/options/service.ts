import { addToOutbox, conflict, notFound, withTransaction, type Queryable, type ServiceContext } from '@shop/shared';
import { afterWrite } from '../common/after-write';
import { newId } from '../common/ids';
import { deleteOptionSet, insertOptionSet, optionSetUsage, updateOptionSet, type OptionSet } from './repo';
import { OPTION_MESSAGES } from '@shop/shared';
import type { OptionSetInput } from './schema';

/** Gives options and values without an id a new one, keeping values attached to their option. */
export function normalizeOptionSet(id: string, input: OptionSetInput): OptionSet {
  const opt = input.opt.map((o) => ({ id: o.id || newId(), ru: o.ru, ua: o.ua }));
  const optValues = input.optValues.map((v) => ({ id: v.id || newId(), optId: v.optId, ru: v.ru, ua: v.ua }));
  return { _id: id, name: input.name, opt, optValues };
}

type Action = 'created' | 'updated' | 'deleted';

/**
 * Runs an option-set write with its catalog.content.changed event in one transaction; none when `work` says it
 * wrote nothing (false).
 */
async function write(
  ctx: ServiceContext,
  id: string,
  action: Action,
  work: (db: Queryable) => Promise<boolean | void>,
) {
  const changed = await withTransaction(ctx.pool, async (db) => {
    if ((await work(db)) === false) return false;
    await addToOutbox(db, 'catalog.content.changed', { part: 'options', id, action, removedImages: [] });
    return true;
  });
  if (changed) afterWrite(ctx);
}

export async function createOptionSet(ctx: ServiceContext, input: OptionSetInput): Promise<OptionSet> {
  const set = normalizeOptionSet(newId(), input);
  await write(ctx, set._id, 'created', (db) => insertOptionSet(db, set));
  return set;
}

export async function changeOptionSet(
  ctx: ServiceContext,
  input: OptionSetInput & { _id: string },
): Promise<OptionSet> {
  const set = normalizeOptionSet(input._id, input);
  await write(ctx, set._id, 'updated', async (db) => {
    const outcome = await updateOptionSet(db, set);
    if (outcome === 'missing') throw notFound(OPTION_MESSAGES.notFound);
    return outcome === 'written';
  });
  return set;
}

export async function removeOptionSet(ctx: ServiceContext, id: string): Promise<void> {
  await write(ctx, id, 'deleted', async (db) => {
    if (await optionSetUsage(db, id)) throw conflict(OPTION_MESSAGES.inUse);
    if (!(await deleteOptionSet(db, id))) throw notFound(OPTION_MESSAGES.notFound);
  });
}
