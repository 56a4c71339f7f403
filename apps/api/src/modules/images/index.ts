export { PayloadTooLargeError, UnsupportedMediaTypeError } from './errors';
export { adminImageRoutes, publicImageRoutes } from './routes';
export { createImageService, type ImageService } from './service';
