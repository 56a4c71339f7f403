import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The spec's route groups (section 2): main layout, auth layout, and the 404 page for the rest.
export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  layout('layouts/main-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('product/:id', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('api-test', 'routes/api-test.tsx'),
    // Static routes win over this one; it answers the policy slugs and sends the rest to /404.
    route(':policyType', 'routes/policy.tsx'),
    route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
