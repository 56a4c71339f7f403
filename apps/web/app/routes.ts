import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The spec's route groups (section 2): main layout, auth layout, and the 404 page for the rest.
export default [
  layout('layouts/main-layout.tsx', [
    index('routes/home.tsx'),
    route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
