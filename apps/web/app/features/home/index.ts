export { FeaturedProducts } from './components/featured-products';
export { Hero } from './components/hero';
export { InfoBlock } from './components/info-block';
export { Newsletter } from './components/newsletter';
