export { webSiteJsonLd } from './json-ld.server';
