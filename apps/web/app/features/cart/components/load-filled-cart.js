// A cart with rows: its rows, summary, promo code and check, fetched once the stored cart has
// rows. The parentheses keep Vite's preload helper off the first load, as
// search/components/load-suggestions.js explains (decision 0019).
/** @returns {Promise<typeof import('./filled-cart')>} */
// prettier-ignore
export const loadFilledCart = () => import(('./filled-cart'));
