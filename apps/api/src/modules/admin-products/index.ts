// What other parts of the API may use of the admin-products module (architecture.md: modules meet
// only through their index.ts).
export { parseCatalogue } from './catalogue-csv';
export { importCatalogue, type ImportCheckpoint } from './catalogue-import';
export { attributesOf } from './product-write';
export { adminProductRoutes } from './routes';
export { countLowStock, createAdminProductService } from './service';
