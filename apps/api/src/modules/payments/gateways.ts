import type { PaymentMethod } from '@storefront/contract';
import type { Database } from '../../db/client';
import { cachedInstallationSecret } from '../../db/installation-secrets';
import type { PaymentGateway } from './gateway';
import { createCashOnDeliveryGateway } from './gateways/cod/gateway';
import { createPayuGateway, type PayuConfig } from './gateways/payu/gateway';
import {
  createRazorpayGateway,
  type RazorpayConfig,
  type RazorpayGateway,
} from './gateways/razorpay/gateway';
import {
  createRazorpaySandbox,
  RAZORPAY_SANDBOX_KEY_SECRET,
  RAZORPAY_SANDBOX_PATH,
  RAZORPAY_SANDBOX_WEBHOOK_SECRET,
  type RazorpaySandbox,
  type SandboxWebhookDelivery,
} from './gateways/razorpay-sandbox/sandbox';
import {
  createSandboxGateway,
  SANDBOX_SALT_SECRET,
  type SandboxGateway,
} from './gateways/sandbox/gateway';
import { createUpiGateway } from './gateways/upi/gateway';

/** The gateways this installation runs: PayU and Razorpay once configured, sandboxes outside production. */
export interface Gateways {
  byMethod: Partial<Record<PaymentMethod, PaymentGateway>>;
  /** Also reachable by method; kept apart for its hosted page. */
  sandbox: SandboxGateway | null;
  /** Razorpay's gateways (the real one, the sandbox's): their webhooks share one route. */
  razorpay: RazorpayGateway[];
  razorpaySandbox: RazorpaySandbox | null;
}

export interface RazorpaySandboxWiring {
  /** The API's own public base (…/api/v1): the sandbox's API and the webhook route hang off it. */
  apiBase: string;
  /** How the sandbox's gateway calls the sandbox's API without a socket (app.inject). */
  fetch: typeof globalThis.fetch;
  enqueueWebhook: (delivery: SandboxWebhookDelivery, delayMs: number) => Promise<void>;
}

export function createGateways({
  db,
  payu,
  razorpay,
  sandboxEnabled,
  razorpaySandbox: sandboxWiring,
}: {
  db: Database;
  payu: PayuConfig | null;
  razorpay: RazorpayConfig | null;
  sandboxEnabled: boolean;
  razorpaySandbox?: RazorpaySandboxWiring;
}): Gateways {
  const sandbox = sandboxEnabled
    ? createSandboxGateway({ salt: cachedInstallationSecret(db, SANDBOX_SALT_SECRET) })
    : null;
  const razorpayGateway = razorpay
    ? createRazorpayGateway({
        keyId: razorpay.keyId,
        keySecret: async () => razorpay.keySecret,
        webhookSecret: async () => razorpay.webhookSecret,
        apiUrl: razorpay.apiUrl,
      })
    : null;
  const razorpaySandbox =
    sandboxEnabled && sandboxWiring
      ? createRazorpaySandbox({
          db,
          keySecret: cachedInstallationSecret(db, RAZORPAY_SANDBOX_KEY_SECRET),
          webhookSecret: cachedInstallationSecret(db, RAZORPAY_SANDBOX_WEBHOOK_SECRET),
          apiUrl: `${sandboxWiring.apiBase}${RAZORPAY_SANDBOX_PATH}`,
          webhookUrl: `${sandboxWiring.apiBase}/payments/razorpay/webhook`,
          fetch: sandboxWiring.fetch,
          enqueueWebhook: sandboxWiring.enqueueWebhook,
        })
      : null;
  const list = [
    createUpiGateway(),
    createCashOnDeliveryGateway(),
    ...(payu ? [createPayuGateway(payu)] : []),
    ...(sandbox ? [sandbox] : []),
    ...(razorpayGateway ? [razorpayGateway] : []),
    ...(razorpaySandbox ? [razorpaySandbox.gateway] : []),
  ];
  return {
    byMethod: Object.fromEntries(list.map((gateway) => [gateway.method, gateway])),
    sandbox,
    razorpay: [
      ...(razorpayGateway ? [razorpayGateway] : []),
      ...(razorpaySandbox ? [razorpaySandbox.gateway] : []),
    ],
    razorpaySandbox,
  };
}
