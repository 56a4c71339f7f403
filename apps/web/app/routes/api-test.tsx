import { useState, useSyncExternalStore } from 'react';
import { pageTitle } from '~/features/store';
import { browserApiBase, storeHostFor } from '~/lib/api-base';
import { ApiError } from '~/lib/api-client';
import { API_BASE_META, browserApi } from '~/lib/browser-api';
import { Button } from '~/ui/button';
import type { Route } from './+types/api-test';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('API Test', matches) }, { name: 'robots', content: 'noindex' }];
}

interface HostConfiguration {
  host: string;
  apiBase: string;
  storeHost: string;
}

let configuration: HostConfiguration | null = null;

/** What the browser uses to reach the API; only the browser knows its own location. */
function readConfiguration(): HostConfiguration {
  if (!configuration) {
    const override = document.querySelector<HTMLMetaElement>(
      `meta[name="${API_BASE_META}"]`,
    )?.content;
    configuration = {
      host: window.location.host,
      apiBase: browserApiBase(window.location, override),
      storeHost: storeHostFor(window.location.hostname),
    };
  }
  return configuration;
}

const noSubscription = () => () => {};

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** Spec section 2: a diagnostic page with a connection test and the host configuration. */
export default function ApiTest() {
  const config = useSyncExternalStore(noSubscription, readConfiguration, () => null);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function testConnection() {
    setTesting(true);
    setOutcome(null);
    try {
      const started = performance.now();
      await browserApi().get('/storeInfo');
      setOutcome({
        ok: true,
        text: `Connection successful: the API answered in ${Math.round(performance.now() - started)} ms.`,
      });
    } catch (error) {
      console.error('API connection test failed', error);
      // Spec section 8: a failed call, or anything else that went wrong.
      setOutcome({
        ok: false,
        text:
          error instanceof ApiError
            ? 'Connection failed. Check console for details.'
            : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setTesting(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">API Test</h1>
      <p className="mt-3 text-slate-700">Checks that this browser can reach the shop&apos;s API.</p>
      <section
        aria-labelledby="config-heading"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="config-heading" className="text-lg font-semibold text-slate-900">
          Host configuration
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">Current host</dt>
          <dd className="break-all font-mono text-slate-900">{config?.host ?? '…'}</dd>
          <dt className="font-medium text-slate-700">API base URL</dt>
          <dd className="break-all font-mono text-slate-900">{config?.apiBase ?? '…'}</dd>
          <dt className="font-medium text-slate-700">Store host header</dt>
          <dd className="break-all font-mono text-slate-900">{config?.storeHost ?? '…'}</dd>
        </dl>
      </section>
      <Button className="mt-6" onClick={testConnection} disabled={testing || !config}>
        {testing ? 'Testing...' : 'Test Connection'}
      </Button>
      <div role="status" className="mt-4 min-h-6">
        {outcome ? (
          <p className={outcome.ok ? 'font-medium text-brand-800' : 'font-medium text-red-700'}>
            {outcome.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
