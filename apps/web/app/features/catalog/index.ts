export { ProductCard } from './components/product-card';
export { isOnSale, type ProductView, toProductView } from './product-view';
