export { contactAction } from './contact.server';
