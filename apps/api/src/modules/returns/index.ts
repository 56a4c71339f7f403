export { adminReturnRoutes } from './admin-routes';
export { returnRoutes } from './routes';
export { createReturnService, type ReturnService } from './service';
