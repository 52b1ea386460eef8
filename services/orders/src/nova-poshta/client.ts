import type { z } from 'zod';
import { npAnswerSchema } from './schema';

export class NovaPoshtaError extends Error {}

export interface NovaPoshtaPage<T> {
  rows: T[];
  /** How many rows Nova Poshta sent (valid or not) and has in all: the pager's end. */
  received: number;
  totalCount: number;
}

export interface NovaPoshtaClient {
  /** One page of a directory; rows Nova Poshta sends in another shape are dropped, not trusted. */
  page<S extends z.ZodType>(
    model: string,
    method: string,
    properties: Record<string, unknown>,
    row: S,
  ): Promise<NovaPoshtaPage<z.infer<S>>>;
}

const TIMEOUT_MS = 20_000;

async function post(url: string, body: object): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new NovaPoshtaError(`Nova Poshta is unreachable: ${(error as Error).message}`);
  }
  if (!res.ok) throw new NovaPoshtaError(`Nova Poshta answered HTTP ${res.status}`);
  return res.json().catch(() => undefined);
}

/** Nova Poshta's JSON API: every call a POST of {apiKey, modelName, calledMethod, methodProperties}. */
export function novaPoshtaClient(apiUrl: string, apiKey: string): NovaPoshtaClient {
  return {
    async page(model, method, properties, row) {
      const parsed = npAnswerSchema.safeParse(
        await post(apiUrl, { apiKey, modelName: model, calledMethod: method, methodProperties: properties }),
      );
      if (!parsed.success) throw new NovaPoshtaError(`Nova Poshta's answer to ${model}.${method} is not its JSON`);
      const answer = parsed.data;
      if (!answer.success)
        throw new NovaPoshtaError(`Nova Poshta refused ${model}.${method}: ${answer.errors.join('; ') || 'no reason'}`);
      const total = (answer.info as { totalCount?: unknown } | undefined)?.totalCount;
      return {
        rows: answer.data.flatMap((item) => {
          const valid = row.safeParse(item);
          return valid.success ? [valid.data] : [];
        }),
        received: answer.data.length,
        totalCount: typeof total === 'number' ? total : Number(total) || 0,
      };
    },
  };
}
