/** spec-decisions.md: when store information fails to load, one category remains. */
export const FALLBACK_CATEGORIES = ['TV & Video Accessories'];

/** spec section 2: top bar and home show at most three categories. */
export const MAX_SHOWN_CATEGORIES = 3;
