export { findPin, pinStateMismatch, type PinPlace } from './directory';
export { pincodeRoutes } from './routes';
