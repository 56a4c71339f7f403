// What other parts of the API may use of the delivery module (architecture.md: modules meet
// only through their index.ts): delivery zones, the delivery promise and shipping rates.
export { adminShippingRoutes, deliveryRoutes } from './routes';
export {
  assertServed,
  chargesShipping,
  createDeliveryService,
  type DeliveryService,
  orderShippingPaise,
  zoneCodReason,
  zoneForAddress,
} from './service';
export { type ParcelLine, parcelGrams } from './zones';
