import { type ImgHTMLAttributes, useCallback, useState } from 'react';
import { useApiBase } from '~/lib/api-base-context';
import { resolveImageUrl, uploadedImageSrcSet } from '~/lib/api-base';

export const FALLBACK_IMAGE = '/images/fallback.svg';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string | null | undefined;
  width: number;
  height: number;
  /** How wide the image shows, for an upload's srcset ("(min-width: 768px) 50vw, 100vw"). */
  sizes?: string;
};

/**
 * An image that shows the fallback picture when its own cannot load (spec section 8). An image
 * uploaded through the back office is fetched from the API, in the width the screen needs.
 */
export function Image({ src, alt, sizes, ...props }: ImageProps) {
  const apiBase = useApiBase();
  const url = src ? resolveImageUrl(src, apiBase) : null;
  const srcSet = src ? uploadedImageSrcSet(src, apiBase) : undefined;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !url || failedSrc === url;

  // A server-rendered image can fail before hydration, when no onError handler was attached yet.
  const detectEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && url && img.complete && img.naturalWidth === 0) setFailedSrc(url);
    },
    [url],
  );

  return (
    <img
      ref={detectEarlyFailure}
      src={showFallback ? FALLBACK_IMAGE : url}
      // The fallback has one size: a srcset left in place would keep the missing file.
      srcSet={showFallback ? undefined : srcSet}
      sizes={showFallback || !srcSet ? undefined : sizes}
      alt={alt ?? ''}
      decoding="async"
      onError={() => setFailedSrc(url)}
      {...props}
    />
  );
}
