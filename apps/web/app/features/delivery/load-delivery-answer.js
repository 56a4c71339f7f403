// The delivery answer's code, fetched when a PIN code is first asked about. The parentheses keep
// Vite's preload helper off every page's first load, as load-suggestions.js explains (decision
// 0019).
/** @returns {Promise<typeof import('./delivery-answer')>} */
// prettier-ignore
export const loadDeliveryAnswer = () => import(('./delivery-answer'));
