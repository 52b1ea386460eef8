import sharp, { type Sharp } from 'sharp';
import { MAX_PIXELS, notAnImage, tooManyPixels } from './schema';

sharp.cache(false);

export const WIDTHS = { lg: 1200, md: 600, sm: 200 } as const;
export type Size = keyof typeof WIDTHS;
const SIZES: Size[] = ['lg', 'md', 'sm'];

/** Raster formats accepted as uploads; SVG, PDF and the like are not. */
const INPUT_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const TIMEOUT_SECONDS = 30;
const WEBP_QUALITY = 82;

export interface Rendition {
  size: Size;
  data: Buffer;
  width: number;
  height: number;
}

interface Box {
  width: number;
  height: number;
}

/** The three WebP renditions, cropped to ratio (width / height) when given, never wider than the source. */
export async function renderImage(input: Buffer, ratio?: number): Promise<Rendition[]> {
  const source = await inspect(input);
  const box = ratio ? cropBox(source, ratio) : source;
  const lg = await decodeLarge(input, fit(box, WIDTHS.lg));
  const renditions: Rendition[] = [];
  for (const size of SIZES) {
    const { width, height } = fit(box, WIDTHS[size]);
    const pipeline = sharp(lg.data, {
      raw: { width: lg.info.width, height: lg.info.height, channels: lg.info.channels },
    }).resize(width, height, { fit: 'fill' });
    renditions.push({ size, width, height, data: await toWebp(pipeline) });
  }
  return renditions;
}

/** Reads only the header: refuses what is not a raster image or has too many pixels before decoding it. */
async function inspect(input: Buffer): Promise<Box> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!INPUT_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_PIXELS) throw tooManyPixels();
  return meta.autoOrient ?? { width: meta.width, height: meta.height };
}

/** The largest centred box of the given proportions inside the source. */
export function cropBox(source: Box, ratio: number): Box {
  if (source.width / source.height > ratio) {
    return { width: Math.max(1, Math.round(source.height * ratio)), height: source.height };
  }
  return { width: source.width, height: Math.max(1, Math.round(source.width / ratio)) };
}

/** The box scaled down to maxWidth (never up), keeping its proportions. */
export function fit(box: Box, maxWidth: number): Box {
  const width = Math.min(maxWidth, box.width);
  return { width, height: Math.max(1, Math.round((width * box.height) / box.width)) };
}

/** Decodes once (oriented, centre-cropped to the target's proportions, scaled) into raw pixels. */
async function decodeLarge(input: Buffer, target: Box) {
  const pipeline = sharp(input, { autoOrient: true, limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .timeout({ seconds: TIMEOUT_SECONDS })
    .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
    .raw();
  try {
    return await pipeline.toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw /pixel limit/i.test((error as Error).message) ? tooManyPixels() : notAnImage();
  }
}

function toWebp(pipeline: Sharp): Promise<Buffer> {
  return pipeline.webp({ quality: WEBP_QUALITY }).toBuffer();
}
