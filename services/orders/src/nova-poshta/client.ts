import type { z } from 'zod';
import { npAnswerSchema } from './schema';

export class NovaPoshtaError extends Error {
  /** Nova Poshta's own reasons when it answered and refused ({success: false, errors}); none when unreachable. */
  constructor(
    message: string,
    readonly refusal: string[] = [],
  ) {
    super(message);
  }
}

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
  /** A call that changes something at Nova Poshta (a waybill): the `data` of its successful answer. */
  call(model: string, method: string, properties: Record<string, unknown>): Promise<unknown[]>;
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

async function ask(url: string, apiKey: string, model: string, method: string, properties: object) {
  const parsed = npAnswerSchema.safeParse(
    await post(url, { apiKey, modelName: model, calledMethod: method, methodProperties: properties }),
  );
  if (!parsed.success) throw new NovaPoshtaError(`Nova Poshta's answer to ${model}.${method} is not its JSON`);
  const answer = parsed.data;
  if (!answer.success)
    throw new NovaPoshtaError(
      `Nova Poshta refused ${model}.${method}: ${answer.errors.join('; ') || 'no reason'}`,
      answer.errors,
    );
  return answer;
}

/** Nova Poshta's JSON API: every call a POST of {apiKey, modelName, calledMethod, methodProperties}. */
export function novaPoshtaClient(apiUrl: string, apiKey: string): NovaPoshtaClient {
  return {
    async page(model, method, properties, row) {
      const answer = await ask(apiUrl, apiKey, model, method, properties);
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
    async call(model, method, properties) {
      return (await ask(apiUrl, apiKey, model, method, properties)).data;
    },
  };
}
