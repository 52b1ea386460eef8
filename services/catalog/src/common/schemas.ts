import { z } from 'zod';

/** A {ru, ua} text where both must be non-empty after trimming, with one message for any failure. */
export const requiredBilingual = (message: string) =>
  z.object(
    {
      ru: z.string({ error: message }).trim().min(1, message),
      ua: z.string({ error: message }).trim().min(1, message),
    },
    { error: message },
  );

/** A {ru, ua} text that may be empty. */
export const optionalBilingual = z
  .object({ ru: z.string().trim().default(''), ua: z.string().trim().default('') })
  .default({ ru: '', ua: '' });

const imageUrl = z.string().max(500);
export const imageSetInput = z.object({ lg: imageUrl.optional(), md: imageUrl.optional(), sm: imageUrl.optional() });
export type ImageInput = z.infer<typeof imageSetInput>;

export const idParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
