import { escapeHtml } from '../../../../lib/escape-html';
import { type HtmlPage, hiddenInputs, htmlPage } from '../../pages';

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** The sandbox's hosted checkout: the amount, and the three ways a payment can go. */
export function sandboxCheckoutPage({
  action,
  orderId,
  amountPaise,
  name,
  description,
  email,
  carry,
}: {
  action: string;
  orderId: string;
  amountPaise: number;
  name: string;
  description: string;
  email: string;
  /** The checkout's fields, posted back with the choice. */
  carry: Record<string, string>;
}): HtmlPage {
  const amount = rupees(amountPaise);
  const choice = (value: string, label: string, className: string) =>
    `<form method="post" action="${escapeHtml(action)}">${hiddenInputs({ ...carry, choice: value })}<button class="${className}" type="submit">${escapeHtml(label)}</button></form>`;
  return htmlPage(
    'Razorpay (sandbox) checkout',
    `<span class="badge">Sandbox: no real money moves</span>
<h1>Razorpay (sandbox)</h1>
<p>This page plays the part of Razorpay's hosted checkout so the payment flow, its webhooks and their failures can be tried end to end.</p>
<p class="amount">${escapeHtml(amount)}</p>
<dl><dt>Shop</dt><dd>${escapeHtml(name)}</dd><dt>For</dt><dd>${escapeHtml(description)}</dd><dt>Email</dt><dd>${escapeHtml(email)}</dd><dt>Razorpay order</dt><dd>${escapeHtml(orderId)}</dd></dl>
<div class="actions">
${choice('pay', `Pay ${amount}`, 'pay')}
${choice('fail', 'Fail payment', 'fail')}
</div>
<p>Or pay and leave without coming back, so only Razorpay's webhook tells the shop:</p>
${choice('later', 'Pay, then close the tab', 'fail')}`,
  );
}

/**
 * Back to the shop: the answer posted to its callback (pay, fail), or, for a payment only the
 * webhook will tell of, the shop's orders page (Razorpay's cancel_url), with no answer at all.
 */
export function sandboxReturnPage(url: string | null, fields?: Record<string, string>): HtmlPage {
  if (!fields) {
    return htmlPage(
      'Payment made (sandbox)',
      `<h1>Payment made</h1>
<p>The shop hears of it from Razorpay's webhook in a moment, as it would after a closed tab.</p>
${url ? `<p><a href="${escapeHtml(url)}">Back to your orders</a></p>` : ''}`,
    );
  }
  return htmlPage(
    'Returning to the shop…',
    `<h1>Returning to the shop…</h1>
<form method="post" action="${escapeHtml(url ?? '')}">
${hiddenInputs(fields)}
<noscript><p>Press the button to continue.</p></noscript>
<button class="pay" type="submit">Continue</button>
</form>`,
    { autoSubmit: true },
  );
}
