import { z } from 'zod';
import {
  badRequest,
  bilingualSchema,
  currencySchema,
  HttpError,
  internalHeaders,
  jsonClient,
  serviceUrl,
} from '@shop/shared';

export interface QuoteRequestLine {
  productId: string;
  optionValueIds: string[];
}

const quoteSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      optionValueIds: z.array(z.string()),
      name: bilingualSchema,
      options: z.array(z.object({ ru: z.string(), ua: z.string(), value: bilingualSchema })),
      // Any number: pricing refuses one out of the shop's bounds with a 400 (a price stored before the bounds).
      price: z.number(),
      currencyValue: currencySchema,
      brand: z.object({ id: z.string(), name: bilingualSchema }).nullable().default(null),
    }),
  ),
});
export type QuotedLine = z.infer<typeof quoteSchema>['lines'][number];

const CATALOG_DOWN = 'Каталог временно недоступен, попробуйте позже';
const TIMEOUT_MS = 10_000;

/** Asks the catalog for the current name, options, price and currency of each line (POST /internal/price-quote). */
export function catalogQuoter(env: NodeJS.ProcessEnv, secret: string) {
  const catalog = jsonClient(serviceUrl('catalog', env));
  const headers = internalHeaders(secret);
  return async (lines: QuoteRequestLine[]): Promise<QuotedLine[]> => {
    const res = await catalog
      .post('/internal/price-quote', { lines }, { headers, timeoutMs: TIMEOUT_MS, repeatable: true })
      .catch(() => {
        throw new HttpError(503, CATALOG_DOWN);
      });
    if (res.status === 400) throw badRequest(messageOf(res.body) ?? 'Товар не найден');
    if (res.status < 200 || res.status >= 300) throw new HttpError(503, CATALOG_DOWN);
    const quote = quoteSchema.safeParse(res.body);
    if (!quote.success || quote.data.lines.length !== lines.length)
      throw new Error('catalog price-quote answered out of contract');
    return quote.data.lines;
  };
}
export type Quoter = ReturnType<typeof catalogQuoter>;

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
