export { CreateShipment } from './components/create-shipment';
export { PackingBar } from './components/packing-bar';
export { ShipmentList } from './components/order-shipments';
export {
  downloadFulfilmentDocuments,
  getShippingSettings,
  listCarriers,
  saveShippingSettings,
} from './shipping-api';
