import { createBrowserRouter, type RouteObject } from 'react-router';
import { BASENAME } from '~/features/auth';
import { APP_ROUTE_ID, AppError, AppLayout, appLoader } from './routes/app-layout';
import { RootError, RootFallback, RootLayout } from './routes/root';

/**
 * Every page, each route module loaded when first visited (React Router's lazy): signing in does
 * not download the settings editor, nor does the order list download the QR encoder.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootError,
    children: [
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'setup', lazy: () => import('./routes/setup') },
      { path: 'invite', lazy: () => import('./routes/invite') },
      {
        id: APP_ROUTE_ID,
        loader: appLoader,
        Component: AppLayout,
        ErrorBoundary: AppError,
        children: [
          { index: true, lazy: () => import('./routes/dashboard') },
          { path: 'orders', lazy: () => import('./routes/orders') },
          { path: 'orders/:id', lazy: () => import('./routes/order') },
          { path: 'returns', lazy: () => import('./routes/returns') },
          { path: 'returns/:id', lazy: () => import('./routes/return') },
          { path: 'grievances', lazy: () => import('./routes/grievances') },
          { path: 'grievances/:ticket', lazy: () => import('./routes/grievance') },
          { path: 'messages', lazy: () => import('./routes/messages') },
          { path: 'messages/:id', lazy: () => import('./routes/message') },
          { path: 'invoices', lazy: () => import('./routes/invoices') },
          { path: 'payments/statement', lazy: () => import('./routes/bank-statement') },
          { path: 'products', lazy: () => import('./routes/products') },
          { path: 'products/new', lazy: () => import('./routes/product-new') },
          { path: 'products/low-stock', lazy: () => import('./routes/products-low-stock') },
          { path: 'products/import', lazy: () => import('./routes/products-import') },
          { path: 'products/:id', lazy: () => import('./routes/product-edit') },
          { path: 'promotions', lazy: () => import('./routes/promotions') },
          { path: 'promotions/new', lazy: () => import('./routes/promotion-new') },
          { path: 'promotions/:id', lazy: () => import('./routes/promotion') },
          { path: 'promotions/:id/edit', lazy: () => import('./routes/promotion-edit') },
          { path: 'mail', lazy: () => import('./routes/mail') },
          { path: 'subscribers', lazy: () => import('./routes/subscribers') },
          { path: 'settings', lazy: () => import('./routes/settings') },
          { path: 'shipping', lazy: () => import('./routes/shipping') },
          { path: 'search-synonyms', lazy: () => import('./routes/search-synonyms') },
          { path: 'staff', lazy: () => import('./routes/staff') },
          { path: 'audit', lazy: () => import('./routes/audit') },
          { path: 'account', lazy: () => import('./routes/account') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
