export { DeliveryCheck, DeliveryPromiseFor } from './components/delivery-check';
export { deliveryPinOf, keepDeliveryPin, readDeliveryPin, useDeliveryPin } from './delivery-pin';
