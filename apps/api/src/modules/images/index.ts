export { adminImageRoutes, publicImageRoutes } from './routes';
export { createImageService, type ImageService } from './service';
