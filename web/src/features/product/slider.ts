/** Slider index that wraps around: previous of the first is the last, next of the last is the first. Pure. */
export const wrapIndex = (index: number, count: number) => (count ? ((index % count) + count) % count : 0);
