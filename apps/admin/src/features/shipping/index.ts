export { CreateShipment } from './components/create-shipment';
export { ShipmentList } from './components/order-shipments';
export {
  downloadFulfilmentDocuments,
  getShippingSettings,
  listCarriers,
  saveShippingSettings,
} from './shipping-api';
