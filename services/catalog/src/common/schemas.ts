import { z } from 'zod';
import { nameError } from '@shop/shared';

/**
 * A name of a brand, catalog or product: required (the caller's message), at most NAME_MAX characters and with
 * a letter or digit in it (so it reads as a name and makes a slug).
 */
const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .superRefine((text, ctx) => {
      const error = nameError(text);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

/** A {ru, ua} name where both must be filled, with one message for a missing one. */
export const requiredBilingual = (message: string) =>
  z.object({ ru: name(message), ua: name(message) }, { error: message });

/** A {ru, ua} text that may be empty. */
export const optionalBilingual = z
  .object({ ru: z.string().trim().default(''), ua: z.string().trim().default('') })
  .default({ ru: '', ua: '' });

const imageUrl = z.string().max(500);
export const imageSetInput = z.object({ lg: imageUrl.optional(), md: imageUrl.optional(), sm: imageUrl.optional() });
export type ImageInput = z.infer<typeof imageSetInput>;

export const idParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
