export { ProductEditor } from './components/product-editor';
export { getProduct, getStoreCategories } from './product-editor-api';
