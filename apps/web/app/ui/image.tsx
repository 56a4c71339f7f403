import { type ImgHTMLAttributes, useCallback, useState } from 'react';

export const FALLBACK_IMAGE = '/images/fallback.svg';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  width: number;
  height: number;
};

/** An image that shows the fallback picture when its own cannot load (spec section 8). */
export function Image({ src, alt, ...props }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;

  // A server-rendered image can fail before hydration, when no onError handler was attached yet.
  const detectEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && img.complete && img.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );

  return (
    <img
      ref={detectEarlyFailure}
      src={showFallback ? FALLBACK_IMAGE : src}
      alt={alt ?? ''}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      {...props}
    />
  );
}
