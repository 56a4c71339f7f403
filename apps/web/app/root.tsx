import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import type { RootData } from '~/features/store';
import { loadStoreInfo, toShopInfo } from '~/features/store/index.server';
import { ApiBaseProvider } from '~/lib/api-base-context';
import { publicApiBase } from '~/lib/api.server';
import { API_BASE_META } from '~/lib/browser-api';
import { useCspNonce } from '~/lib/csp-nonce';
import { env } from '~/lib/env.server';
import { Toaster } from '~/ui/toast';

/**
 * The whole stylesheet, inlined into every document so the first paint waits for no request
 * (docs/decisions/0006-inline-stylesheet.md). Only the server build reads it; the browser build
 * keeps an empty string and never touches the server's style element.
 */
const stylesheet: string = import.meta.env.SSR ? (await import('./app.css?inline')).default : '';
/**
 * One object for every render: React rewrites an element's innerHTML whenever this prop is a new
 * object, and the browser's copy of the stylesheet is empty.
 */
const STYLESHEET_HTML = { __html: stylesheet };
// In development Vite also injects the stylesheet in the browser, so edits show without a reload.
if (import.meta.env.DEV && !import.meta.env.SSR) void import('./app.css');

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  return {
    storeInfo: toShopInfo(await loadStoreInfo(request)),
    publicApiUrl: env.PUBLIC_API_URL ?? null,
    apiBase: publicApiBase(request),
  };
}

/** Store information does not change while a shopper browses; fetch it with the document only. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ApiBaseMeta />
        <style nonce={nonce} dangerouslySetInnerHTML={STYLESHEET_HTML} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function ApiBaseMeta() {
  const data = useRouteLoaderData<RootData>('root');
  return data?.publicApiUrl ? <meta name={API_BASE_META} content={data.publicApiUrl} /> : null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // Lets end-to-end tests (and anyone debugging) know the page has hydrated and is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // Here rather than in Layout, which must not re-render its stylesheet (see STYLESHEET_HTML).
  return (
    <ApiBaseProvider value={loaderData.apiBase}>
      <Outlet />
    </ApiBaseProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">Please refresh the page or come back in a moment.</p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </main>
  );
}
