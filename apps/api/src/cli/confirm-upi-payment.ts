// The shop owner confirms that a UPI payment arrived (seen in their bank or UPI app), as the
// back office's "Confirm payment" does:
//   npm run confirm-upi-payment -w apps/api -- <order id> [UTR or reference]
// Uses the same configuration as the API (DATABASE_URL or DATA_DIR); stop an API that uses the
// same embedded database first, as PGlite serves one process at a time.
import { TERMINAL } from '../modules/audit/service';
import { confirmUpiPayment } from '../modules/payments/service';
import { withConfiguredDatabase } from './database';

const [orderId, reference] = process.argv.slice(2);
if (!orderId) {
  console.error('usage: confirm-upi-payment <order id> [UTR or reference]');
  process.exit(2);
}
await withConfiguredDatabase(async (db) => {
  const outcome = await db.transaction((tx) =>
    confirmUpiPayment(tx, orderId, {
      reference: reference ?? null,
      staffId: null,
      actor: TERMINAL.email,
    }),
  );
  console.log(
    {
      confirmed: `Order ${orderId}: UPI payment confirmed; the order is now Processing.`,
      'refund due': `Order ${orderId}: the order was no longer awaiting payment (already paid or cancelled); the UPI payment is recorded and marked for refund.`,
      'no pending UPI payment': `Order ${orderId}: no pending UPI payment; nothing changed.`,
    }[outcome],
  );
  process.exitCode = outcome === 'confirmed' ? 0 : 1;
});
