import type { PaymentMethod } from '@storefront/contract';
import type { Database } from '../../db/client';
import { cachedInstallationSecret } from '../../db/installation-secrets';
import type { PaymentGateway } from './gateway';
import { createCashOnDeliveryGateway } from './gateways/cod/gateway';
import { createPayuGateway, type PayuConfig } from './gateways/payu/gateway';
import {
  createSandboxGateway,
  SANDBOX_SALT_SECRET,
  type SandboxGateway,
} from './gateways/sandbox/gateway';
import { createUpiGateway } from './gateways/upi/gateway';

/** The gateways this installation runs: PayU once configured, the sandbox outside production. */
export interface Gateways {
  byMethod: Partial<Record<PaymentMethod, PaymentGateway>>;
  /** Also reachable by method; kept apart for its hosted page. */
  sandbox: SandboxGateway | null;
}

export function createGateways({
  db,
  payu,
  sandboxEnabled,
}: {
  db: Database;
  payu: PayuConfig | null;
  sandboxEnabled: boolean;
}): Gateways {
  const sandbox = sandboxEnabled
    ? createSandboxGateway({ salt: cachedInstallationSecret(db, SANDBOX_SALT_SECRET) })
    : null;
  const list = [
    createUpiGateway(),
    createCashOnDeliveryGateway(),
    ...(payu ? [createPayuGateway(payu)] : []),
    ...(sandbox ? [sandbox] : []),
  ];
  return {
    byMethod: Object.fromEntries(list.map((gateway) => [gateway.method, gateway])),
    sandbox,
  };
}
