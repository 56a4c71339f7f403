export { CreateShipment } from './components/create-shipment';
export { PackingBar } from './components/packing-bar';
export { ShippingSettingsForm } from './components/shipping-settings-form';
export { ShipmentList } from './components/order-shipments';
export {
  downloadFulfilmentDocuments,
  getShippingSettings,
  listCarriers,
  saveShippingSettings,
} from './shipping-api';
