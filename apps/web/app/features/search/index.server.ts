export { loadSearch } from './search.server';
