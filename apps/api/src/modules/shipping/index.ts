export type {
  Carrier,
  Consignment,
  Serviceability,
  Shipment,
  ShipmentRequest,
  Tracking,
  TrackingUpdate,
} from './carrier';
export { createCarriers, type ShiprocketSandboxWiring } from './carriers';
export { manualCarrier } from './carriers/manual/carrier';
export { shiprocketCarrier } from './carriers/shiprocket/carrier';
export {
  type JourneyStep,
  SHIPROCKET_SANDBOX_EMAIL,
  SHIPROCKET_SANDBOX_JOURNEY_JOB,
  type ShiprocketSandbox,
} from './carriers/shiprocket-sandbox/sandbox';
export { renderLabel } from './label-pdf';
export { adminShipmentRoutes, shippingRoutes } from './routes';
export { type CarrierEntry, createShippingService, type ShippingService } from './service';
