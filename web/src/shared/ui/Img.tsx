/** An image that falls back to the no-image placeholder when missing or broken. */
import type { ImgHTMLAttributes } from 'react';

export const NO_IMAGE = '/no-image.svg';

/** `eager` for the few images above the fold (the largest paint must not wait for lazy loading). */
export function Img({ src, alt, eager = false, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { eager?: boolean }) {
  return (
    <img
      src={src || NO_IMAGE}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(NO_IMAGE)) e.currentTarget.src = NO_IMAGE;
      }}
      {...rest}
    />
  );
}
