export { loadStoreInfo } from './store-info.server';
