// The shop owner confirms that a UPI payment arrived (seen in their bank or UPI app), as the
// back office's "Confirm payment" does:
//   npm run confirm-upi-payment -w apps/api -- <order id> <UTR>
// The UTR is the payment's 12 digits; one that already paid another order of the store is
// refused, naming that order. Uses the same configuration as the API (DATABASE_URL or
// DATA_DIR); stop an API that uses the same embedded database first, as PGlite serves one
// process at a time.
import { normaliseUtr, UTR_MESSAGE } from '@storefront/contract';
import { DomainError } from '../lib/errors';
import { confirmUpiPayment } from '../modules/payments';
import { withConfiguredDatabase } from './database';

const [orderId, ...words] = process.argv.slice(2);
const reference = words.join(' ');
if (!orderId || !reference) {
  console.error('usage: confirm-upi-payment <order id> <UTR>');
  process.exit(2);
}
if (!normaliseUtr(reference)) {
  console.error(`The UTR ${UTR_MESSAGE}.`);
  process.exit(2);
}
await withConfiguredDatabase(async (db) => {
  let outcome: Awaited<ReturnType<typeof confirmUpiPayment>>;
  try {
    outcome = await confirmUpiPayment(db, orderId, { reference });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // "reference: UTR … already paid order …": nothing changed.
    console.error(
      `Order ${orderId}: ${error.message.replace(/^reference: /, '')} Nothing changed.`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    {
      confirmed: `Order ${orderId}: UPI payment confirmed; the order is now Processing.`,
      'refund due': `Order ${orderId}: the order was no longer awaiting payment (already paid or cancelled); the UPI payment is recorded and marked for refund.`,
      'no pending UPI payment': `Order ${orderId}: no pending UPI payment; nothing changed.`,
    }[outcome],
  );
  process.exitCode = outcome === 'confirmed' ? 0 : 1;
});
