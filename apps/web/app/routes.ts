import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The spec's route groups (section 2): auth layout, main layout with its signed-in-only pages,
// and the 404 page for the rest.
export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  layout('layouts/auth-layout.tsx', [
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
  ]),
  layout('layouts/main-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('product/:id', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('track-order', 'routes/track-order.tsx'),
    route('order-success', 'routes/order-success.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('grievance-redressal', 'routes/grievance-redressal.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    route('api-test', 'routes/api-test.tsx'),
    layout('layouts/require-user.tsx', [
      route('account', 'routes/account.tsx'),
      route('checkout', 'routes/checkout.tsx'),
      route('orders', 'routes/orders.tsx'),
      route('payment', 'routes/payment.tsx'),
    ]),
    // Static routes win over this one; it answers the policy slugs and sends the rest to /404.
    route(':policyType', 'routes/policy.tsx'),
    route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
