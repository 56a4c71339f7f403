import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { errorMessage } from '~/lib/api-client';
import { useDocumentTitle } from '~/lib/use-document-title';
import { Button } from '~/ui/button';
import { PageSkeleton } from '~/ui/states';
import { Toaster } from '~/ui/toast';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}

/** What shows while the first page's code and data load. */
export function RootFallback() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <PageSkeleton label="Loading the back office…" />
    </main>
  );
}

/** A failure outside any page (the app itself): offer a fresh start. */
export function RootError() {
  const error = useRouteError();
  useDocumentTitle('Error');
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">The back office could not start</h1>
      <p role="alert" className="mt-3 text-slate-800">
        {errorMessage(error)}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
