// The cart summary's code field, offers and breakup, fetched when the cart has rows: an empty cart
// never needs them. The parentheses keep Vite's preload helper off the first load, as
// search/components/load-suggestions.js explains (decision 0019).
/** @returns {Promise<typeof import('./offers-and-totals')>} */
// prettier-ignore
export const loadOffersAndTotals = () => import(('./offers-and-totals'));
