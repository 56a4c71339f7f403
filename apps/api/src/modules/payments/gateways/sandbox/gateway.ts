import { randomBytes } from 'node:crypto';
import { BadRequestError } from '../../../../lib/errors';
import {
  checkRefundAmount,
  type PaymentGateway,
  RefundFailedError,
  recordedStatus,
} from '../../gateway';
import type { HtmlPage } from '../../pages';
import { type GatewayResponse, requestHash, responseHash, sameDigest } from '../payu/hash';
import { hostedFormReference, hostedFormStart, verifyHostedForm } from '../payu/hosted-form';
import { sandboxGatewayPage } from './page';

/**
 * The sandbox gateway's merchant key. Its salt is a random secret of this installation (made
 * on first use, kept in the database): a published salt would let anyone forge a paid callback.
 */
export const SANDBOX_KEY = 'sandbox';
export const SANDBOX_SALT_SECRET = 'sandbox_gateway_salt';

/**
 * How the sandbox answers its next refund (tests choose): processed at once (the default), held
 * (queued, pending when first asked about, then processed), or failed (queued, then failed).
 */
export type SandboxRefundOutcome = 'processed' | 'held' | 'failed';

export interface SandboxGateway extends PaymentGateway {
  /** Its hosted page, for a request it signed: pay, or fail, with a signed answer either way. */
  page(form: Record<string, string>, apiBase: string): Promise<HtmlPage>;
  /** The next refund's outcome (tests). */
  nextRefund(outcome: SandboxRefundOutcome): void;
}

/**
 * A hosted gateway of PayU's shapes that runs inside the API, so the whole flow (redirect,
 * hosted page, signed success or failure, refund) works offline. No real money moves.
 */
export function createSandboxGateway({ salt }: { salt: () => Promise<string> }): SandboxGateway {
  const pageUrl = (apiBase: string) => `${apiBase}/payments/sandbox/pay`;

  async function page(form: Record<string, string>, apiBase: string): Promise<HtmlPage> {
    const secret = await salt();
    const callback = `${apiBase}/payments/callback`;
    if (
      form.key !== SANDBOX_KEY ||
      !sameDigest(requestHash(form as unknown as GatewayResponse, secret), form.hash ?? '') ||
      form.surl !== callback ||
      form.furl !== callback
    ) {
      throw new BadRequestError('This payment request could not be verified.');
    }
    const signed = (status: 'success' | 'failure') => {
      const response: GatewayResponse = {
        key: form.key!,
        txnid: form.txnid!,
        amount: form.amount!,
        productinfo: form.productinfo!,
        firstname: form.firstname!,
        email: form.email!,
        status,
      };
      return {
        url: callback,
        data: {
          ...response,
          mihpayid: `SANDBOX${randomBytes(6).toString('hex').toUpperCase()}`,
          hash: responseHash(response, secret),
        } as Record<string, string>,
      };
    };
    return sandboxGatewayPage({
      amount: form.amount!,
      productinfo: form.productinfo!,
      email: form.email!,
      success: signed('success'),
      failure: signed('failure'),
    });
  }

  // The refunds it queued, in this process: how each ends and how often it was asked about.
  let next: SandboxRefundOutcome = 'processed';
  const queued = new Map<string, { outcome: 'held' | 'failed'; asked: number }>();

  return {
    method: 'sandbox',
    confirmedBy: 'gateway',
    test: true,
    offered: () => true,
    redirectTargets: (apiBase) => [pageUrl(apiBase)],
    start: async (payment) =>
      hostedFormStart(
        'sandbox',
        { key: SANDBOX_KEY, salt: await salt(), url: pageUrl(payment.apiBase) },
        payment,
      ),
    referenceOf: hostedFormReference,
    verify: async (notice, attempt) =>
      verifyHostedForm(notice, attempt, { key: SANDBOX_KEY, salt: await salt() }),
    // The sandbox keeps no books of its own: what its signed answers settled is the attempt.
    fetchStatus: async (attempt) => recordedStatus(attempt),
    refund: async (attempt, request) => {
      if (attempt.status !== 'succeeded') {
        throw new RefundFailedError('The sandbox refunds only a payment it took.');
      }
      checkRefundAmount(attempt, request);
      const reference = `SANDBOXREFUND${randomBytes(6).toString('hex').toUpperCase()}`;
      const outcome = next;
      next = 'processed';
      if (outcome === 'processed') return { status: 'processed', reference };
      queued.set(reference, { outcome, asked: 0 });
      return { status: 'queued', reference };
    },
    refundStatus: async (_attempt, refund) => {
      const held = queued.get(refund.reference);
      // One queued by another process, or before a restart: long since processed.
      if (!held) return { status: 'processed' };
      held.asked += 1;
      if (held.outcome === 'failed') {
        return { status: 'failed', reason: 'The sandbox failed the refund (as a test asked).' };
      }
      return { status: held.asked > 1 ? 'processed' : 'pending' };
    },
    nextRefund(outcome) {
      next = outcome;
    },
    page,
  };
}
