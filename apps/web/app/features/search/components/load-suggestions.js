// The suggestions' code, fetched on the search field's first focus. Vite wraps a dynamic import of
// a bare string in its preload helper, which would be on every page's first load (about 640 bytes
// gzip) to preload nothing the page lacks; the parentheses keep it out (esbuild, which would drop
// them, does not see .js files), and Rollup still makes the chunk. Decision 0019.
/** @returns {Promise<typeof import('./search-suggestions')>} */
// prettier-ignore
export const loadSuggestions = () => import(('./search-suggestions'));
