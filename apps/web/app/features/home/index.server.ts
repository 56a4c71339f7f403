export { webSiteJsonLd } from './json-ld.server';
export { newsletterAction } from './newsletter.server';
