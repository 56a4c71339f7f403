/** Spec section 2: category images are fixed per known category name, with a default image. */
const CATEGORY_IMAGES: Record<string, string> = {
  'tv & video accessories': '/images/categories/tv-video-accessories.svg',
  men: '/images/categories/men.svg',
  women: '/images/categories/women.svg',
  accessories: '/images/categories/accessories.svg',
  home: '/images/categories/home.svg',
  'personal care': '/images/categories/personal-care.svg',
};

export const DEFAULT_CATEGORY_IMAGE = '/images/categories/default.svg';
/** The category pictures are drawn at 800 × 600. */
export const CATEGORY_IMAGE_SIZE = { width: 800, height: 600 } as const;

export function categoryImage(name: string): string {
  return CATEGORY_IMAGES[name.trim().toLowerCase()] ?? DEFAULT_CATEGORY_IMAGE;
}
