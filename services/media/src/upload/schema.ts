import { z } from 'zod';
import { HttpError } from '@shop/shared';
import { IMAGE_MAX_BYTES, IMAGE_TOO_BIG } from '@shop/shared/src/image-limit';

export const MAX_FILE_BYTES = IMAGE_MAX_BYTES;
export const MAX_PIXELS = 40_000_000;

export const MESSAGES = {
  notAnImage: 'Файл не является изображением',
  tooBig: IMAGE_TOO_BIG,
  tooManyPixels: 'Изображение слишком большое: не более 40 мегапикселей',
  noFile: 'Выберите файл изображения',
  badRatio: 'Некорректное соотношение сторон',
  badForm: 'Некорректная форма загрузки',
} as const;

export const notAnImage = () => new HttpError(415, MESSAGES.notAnImage);
export const tooBig = () => new HttpError(413, MESSAGES.tooBig);
export const tooManyPixels = () => new HttpError(413, MESSAGES.tooManyPixels);

const MIN_RATIO = 0.1;
const MAX_RATIO = 10;
/** The spec writes the brand images' 1:1 as "ratio 11"; the admin screens send ratio=11 for it. */
const SPEC_SQUARE = 11;

const number = String.raw`\d{1,4}(?:\.\d{1,4})?`;
const ratioPattern = new RegExp(`^(${number})(?::(${number}))?$`);

/**
 * ?ratio= is width / height: `1` (square), `1.5`, or `W:H` such as `4:3`. `11` also means 1:1 (the spec's
 * notation for brand images). Absent or empty: the image keeps its own proportions.
 */
export const uploadQuerySchema = z.object({
  ratio: z
    .string({ error: MESSAGES.badRatio })
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const match = ratioPattern.exec(value);
      const ratio = match ? Number(match[1]) / Number(match[2] ?? 1) : NaN;
      const normal = ratio === SPEC_SQUARE && !match?.[2] ? 1 : ratio;
      if (Number.isFinite(normal) && normal >= MIN_RATIO && normal <= MAX_RATIO) return normal;
      ctx.addIssue({ code: 'custom', message: MESSAGES.badRatio });
      return z.NEVER;
    }),
});
