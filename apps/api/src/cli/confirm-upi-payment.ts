// The shop owner confirms that a UPI payment arrived (seen in their bank or UPI app):
//   npm run confirm-upi-payment -w apps/api -- <order id>
// Uses the same configuration as the API (DATABASE_URL or DATA_DIR); stop an API that uses the
// same embedded database first, as PGlite serves one process at a time.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { confirmUpiPayment } from '../modules/payments/service';

const orderId = process.argv[2];
if (!orderId) {
  console.error('usage: confirm-upi-payment <order id>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR) },
);
try {
  await database.prepare();
  const outcome = await confirmUpiPayment(database.db, orderId);
  console.log(
    {
      confirmed: `Order ${orderId}: UPI payment confirmed; the order is now Processing.`,
      'refund due': `Order ${orderId}: the order was no longer awaiting payment (already paid or cancelled); the UPI payment is recorded and marked for refund.`,
      'no pending UPI payment': `Order ${orderId}: no pending UPI payment; nothing changed.`,
    }[outcome],
  );
  process.exitCode = outcome === 'confirmed' ? 0 : 1;
} finally {
  await database.close();
}
