import type { Database } from '../../db/client';
import { cachedInstallationSecret } from '../../db/installation-secrets';
import { manualCarrier } from './carriers/manual/carrier';
import { shiprocketCarrier } from './carriers/shiprocket/carrier';
import {
  createShiprocketSandbox,
  type JourneyStep,
  SHIPROCKET_SANDBOX_EMAIL,
  SHIPROCKET_SANDBOX_PASSWORD_SECRET,
  SHIPROCKET_SANDBOX_PATH,
  SHIPROCKET_SANDBOX_WEBHOOK_SECRET,
  type ShiprocketSandbox,
} from './carriers/shiprocket-sandbox/sandbox';
import type { CarrierEntry } from './service';

export interface ShiprocketSettings {
  baseUrl: string;
  email: string;
  password: string;
  pickupLocation: string;
  webhookToken: string;
}

export interface ShiprocketSandboxWiring {
  /** The API's own public base (…/api/v1): the sandbox and the webhook route hang off it. */
  apiBase: string;
  /** How the client reaches the sandbox, and the sandbox the webhook, without a socket. */
  fetch: typeof globalThis.fetch;
  /** Time between a sandbox parcel's scans (SHIPROCKET_SANDBOX_STEP_SECONDS). */
  stepMs?: number;
  enqueueStep: (step: JourneyStep, delayMs: number) => Promise<void>;
}

/**
 * The carriers this installation ships with: the manual one always; Shiprocket once configured,
 * else (outside production) Shiprocket's offline sandbox through the same client.
 */
export function createCarriers({
  db,
  shiprocket,
  sandboxEnabled,
  sandbox: wiring,
}: {
  db: Database;
  shiprocket: ShiprocketSettings | null;
  sandboxEnabled: boolean;
  sandbox?: ShiprocketSandboxWiring;
}): { entries: Map<string, CarrierEntry>; shiprocketSandbox: ShiprocketSandbox | null } {
  const entries = new Map<string, CarrierEntry>([
    ['manual', { carrier: manualCarrier, name: 'Our own courier (manual)', sandbox: false }],
  ]);
  let shiprocketSandbox: ShiprocketSandbox | null = null;
  if (shiprocket) {
    const carrier = shiprocketCarrier({
      baseUrl: shiprocket.baseUrl,
      email: shiprocket.email,
      password: async () => shiprocket.password,
      pickupLocation: shiprocket.pickupLocation,
      webhookToken: async () => shiprocket.webhookToken,
    });
    entries.set('shiprocket', {
      carrier,
      name: 'Shiprocket',
      sandbox: false,
      authentic: carrier.authentic,
    });
  } else if (sandboxEnabled && wiring) {
    const password = cachedInstallationSecret(db, SHIPROCKET_SANDBOX_PASSWORD_SECRET);
    const webhookToken = cachedInstallationSecret(db, SHIPROCKET_SANDBOX_WEBHOOK_SECRET);
    const base = `${wiring.apiBase}${SHIPROCKET_SANDBOX_PATH}`;
    shiprocketSandbox = createShiprocketSandbox({
      password,
      webhookToken,
      webhookUrl: `${wiring.apiBase}/shipping/shiprocket/webhook`,
      labelBaseUrl: base,
      fetch: wiring.fetch,
      enqueueStep: wiring.enqueueStep,
      ...(wiring.stepMs ? { stepMs: wiring.stepMs } : {}),
    });
    const carrier = shiprocketCarrier({
      baseUrl: base,
      email: SHIPROCKET_SANDBOX_EMAIL,
      password,
      pickupLocation: 'Primary',
      webhookToken,
      sandbox: true,
      fetch: wiring.fetch,
    });
    entries.set('shiprocket', {
      carrier,
      name: 'Shiprocket (sandbox)',
      sandbox: true,
      authentic: carrier.authentic,
    });
  }
  return { entries, shiprocketSandbox };
}
