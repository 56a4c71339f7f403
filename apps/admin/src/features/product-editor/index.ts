export { ProductEditor } from './components/product-editor';
export { getProduct, getStoreDefaults } from './product-editor-api';
