import type { Brand } from '../brands/repo';
import type { CatalogRow } from '../catalogs/repo';
import type { Product } from '../products/repo';
import type { Shape } from './catalog-data';
import type { ImageFiles, ImageSink, ImageSize } from './images';
import { garmentSvg, logoSvg } from './svg';

/** Renders each picture key once; later uses of a key copy the files (big benchmark catalogs stay fast). */
export function pictureMaker(sink: ImageSink) {
  const made = new Map<string, Promise<ImageFiles>>();
  let count = 0;
  const make = async (key: string, svg: () => string, sizes?: ImageSize[]): Promise<ImageFiles> => {
    count++;
    const first = made.get(key);
    if (first) return sink.copy(await first);
    const files = sink.save(svg(), sizes);
    made.set(key, files);
    return files;
  };
  return { make, count: () => count };
}
export type PictureMaker = ReturnType<typeof pictureMaker>;

/** Runs tasks with at most `limit` at a time. */
export async function inBatches<T>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const hueOf = (i: number) => (i * 47) % 360;

/** Distinct pictures per garment shape; every other use copies one of them (rendering a WebP set is slow). */
const VARIANTS = 3;
const HUES = [200, 330, 40];
const garment = (pics: PictureMaker, shape: Shape, variant: number) =>
  pics.make(`${shape}|${variant % VARIANTS}`, () => garmentSvg(shape, HUES[variant % VARIANTS], ''));

/** 1-2 pictures per product, each with its own files, in the colours of its shape's variants. */
export async function pictureProducts(pics: PictureMaker, products: Product[], shapes: Map<string, Shape>) {
  await inBatches(products, 2, async (product, i) => {
    const shape = shapes.get(product.catalogId) ?? 'socks';
    const count = i % 3 === 0 ? 2 : 1;
    for (let k = 0; k < count; k++) product.images.push(await garment(pics, shape, i + k));
  });
}

export async function pictureCatalogs(pics: PictureMaker, rows: CatalogRow[], shapes: Map<string, Shape>) {
  await inBatches(rows, 2, async (row, i) => {
    row.image = await garment(pics, shapes.get(row.id) ?? 'socks', i);
  });
}

/** Brand logos carry the brand's name: rendered one by one, only in the md and sm sizes a brand uses. */
export async function pictureBrands(pics: PictureMaker, brands: Brand[]) {
  await inBatches(brands, 2, async (brand, i) => {
    const files = await pics.make(`brand|${brand._id}`, () => logoSvg(brand.name.ru, hueOf(i + 7)), ['md', 'sm']);
    brand.image = { md: files.md, sm: files.sm };
  });
}

export async function pictureGallery(pics: PictureMaker, count: number): Promise<ImageFiles[]> {
  const shapes: Shape[] = ['tights', 'socks', 'thermal', 'socks', 'socks', 'bra'];
  const out: ImageFiles[] = [];
  for (let i = 0; i < count; i++) out.push(await garment(pics, shapes[i % shapes.length], i));
  return out;
}
