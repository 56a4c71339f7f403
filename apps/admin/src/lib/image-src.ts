// Where the back office finds an image it shows. Uploads (/api/v1/images/…) are the API's, on this
// origin; the sample shop's pictures (/images/products/…) are the storefront's files, which the API
// does not serve: they are shown from the storefront's origin, which the staff session names.

let storefrontOrigin: string | null = null;

/** Set from the staff session (StaffMe.storefrontOrigin). */
export function setStorefrontOrigin(origin: string | null | undefined): void {
  storefrontOrigin = origin ? origin.replace(/\/+$/, '') : null;
}

/** The address to show `url` from: a storefront path at the storefront, anything else as it is. */
export function imageSrc(url: string): string {
  const storefrontPath = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/api/');
  return storefrontPath && storefrontOrigin ? storefrontOrigin + url : url;
}

/** The 320-pixel copy of an uploaded image ("…/1280.webp" → "…/320.webp"), for a thumbnail. */
export function thumbnailSrc(url: string): string {
  return imageSrc(url.startsWith('/api/') ? url.replace(/\/(\d+)\.webp$/, '/320.webp') : url);
}
