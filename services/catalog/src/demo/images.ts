import { copyFile, link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { asUserHeaderValue } from './admin-header';
import { newId } from '../common/ids';

export interface ImageFiles {
  lg: string;
  md: string;
  sm: string;
}

/** Widths of the three stored sizes, as the media service makes them. */
export const IMAGE_WIDTHS = { lg: 1200, md: 600, sm: 200 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;
type Size = ImageSize;
const SIZES = Object.keys(IMAGE_WIDTHS) as Size[];

export interface ImageSink {
  /** Stores a rendered SVG in the given sizes (default all three) and returns their URLs ('' for sizes left out). */
  save(svg: string, sizes?: Size[]): Promise<ImageFiles>;
  /** Stores stored files again under a new id (fast: no rendering). */
  copy(files: ImageFiles): Promise<ImageFiles>;
}

const urlOf = (id: string, size: Size) => `/images/${id}-${size}.webp`;

/**
 * The same bytes under a second name: a hard link, else (a file system without them) a copy. 100,000 demo
 * products' 409,620 files took 8.1 GB and most of the 262 s the seed ran as copies. The media service only ever
 * writes new names and unlinks old ones, so deleting one product's picture leaves every other name's bytes.
 */
const linkOrCopy = (from: string, to: string) => link(from, to).catch(() => copyFile(from, to));
const fileOf = (dir: string, url: string) => path.join(dir, path.basename(url));

/** Writes WebP files `<id>-lg|md|sm.webp` into a media directory (what the media service serves at /images). */
export function directorySink(dir: string): ImageSink {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));
  return {
    async save(svg, sizes = SIZES) {
      await ensureDir();
      const id = newId();
      const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      for (const size of sizes) {
        const image = sharp(data, { raw: info }).resize({ width: IMAGE_WIDTHS[size] });
        await writeFile(path.join(dir, `${id}-${size}.webp`), await image.webp({ quality: 80, effort: 1 }).toBuffer());
      }
      const url = (size: Size) => (sizes.includes(size) ? urlOf(id, size) : '');
      return { lg: url('lg'), md: url('md'), sm: url('sm') };
    },
    async copy(files) {
      const id = newId();
      const sizes = SIZES.filter((size) => files[size]);
      await Promise.all(
        sizes.map((size) => linkOrCopy(fileOf(dir, files[size]), path.join(dir, `${id}-${size}.webp`))),
      );
      const url = (size: Size) => (files[size] ? urlOf(id, size) : '');
      return { lg: url('lg'), md: url('md'), sm: url('sm') };
    },
  };
}

/** Uploads each picture to the media service's POST /api/image as an admin would. */
export function mediaServiceSink(mediaUrl: string, secret: string): ImageSink {
  const rendered = new Map<string, Buffer>();
  const upload = async (png: Buffer): Promise<ImageFiles> => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'demo.png');
    const res = await fetch(`${mediaUrl.replace(/\/$/, '')}/api/image`, {
      method: 'POST',
      body: form,
      headers: { 'x-shop-user': asUserHeaderValue(secret) },
    });
    if (!res.ok) throw new Error(`media upload failed: ${res.status} ${await res.text()}`);
    const files = (await res.json()) as ImageFiles;
    rendered.set(files.lg, png);
    return files;
  };
  return {
    save: async (svg) => upload(await sharp(Buffer.from(svg)).png().toBuffer()),
    copy: async (files) => upload(rendered.get(files.lg)!),
  };
}
