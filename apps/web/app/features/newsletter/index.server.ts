export { unsubscribeAction } from './unsubscribe.server';
