import type { ImageInput } from './schemas';

const urlsOf = (images: ImageInput[]) => new Set(images.flatMap((i) => [i.lg, i.md, i.sm]).filter(Boolean));

/** The image sets of `before` whose files no set of `after` still uses: media may delete them. */
export function removedImages(before: (ImageInput | null | undefined)[], after: (ImageInput | null | undefined)[]) {
  const kept = urlsOf(after.filter((i): i is ImageInput => Boolean(i)));
  return before
    .filter((i): i is ImageInput => Boolean(i))
    .filter((i) => [i.lg, i.md, i.sm].some((u) => u && !kept.has(u)));
}
