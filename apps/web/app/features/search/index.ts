export { SearchBox } from './components/search-box';
export { SearchPage } from './components/search-page';
export { MAX_RECENT_SEARCHES, readRecentSearches, rememberSearch } from './recent-searches';
export { type SearchOutcome, searchStatus } from './search-outcome';
export { normaliseQuery, parseSearchQuery, type SearchPageQuery, searchHref } from './search-url';
