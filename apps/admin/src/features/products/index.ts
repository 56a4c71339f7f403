export { LowStockList } from './components/low-stock-list';
export { ProductImport } from './components/product-import';
export { ProductList, ProductPrice } from './components/product-list';
export { StockBadge } from './components/stock-badge';
export { lowStockFilters, productFilters } from './product-filters';
export { listLowStock, listProducts, PRODUCTS_EXPORT_URL } from './products-api';
