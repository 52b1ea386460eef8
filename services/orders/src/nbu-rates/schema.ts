import { z } from 'zod';

/** One item of the NBU's exchange directory: {r030, txt, rate, cc, exchangedate: "DD.MM.YYYY"}. */
const nbuItem = z.object({
  cc: z.string(),
  rate: z.number().positive().finite(),
  exchangedate: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
});

/** The directory's items the shop can read (others are left out). */
export const nbuAnswerSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = nbuItem.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);
