export { DeliveryCheck, DeliveryPromiseFor } from './components/delivery-check';
export { deliveryPinOf, keepDeliveryPin, readDeliveryPin } from './delivery-pin';
