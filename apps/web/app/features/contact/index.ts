export { ContactDetails } from './components/contact-details';
export { CONTACT_SEND_DELAY_MS, ContactForm } from './components/contact-form';
