export type {
  Carrier,
  Consignment,
  Serviceability,
  Shipment,
  ShipmentRequest,
  Tracking,
  TrackingUpdate,
} from './carrier';
export { manualCarrier } from './carriers/manual/carrier';
