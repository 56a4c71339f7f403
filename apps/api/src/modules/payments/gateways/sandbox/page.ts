import { escapeHtml } from '../../../../lib/escape-html';
import { type HtmlPage, hiddenInputs, htmlPage } from '../../pages';

/** The sandbox gateway: shows the amount and posts a signed success or failure back. */
export function sandboxGatewayPage({
  amount,
  productinfo,
  email,
  success,
  failure,
}: {
  amount: string;
  productinfo: string;
  email: string;
  success: { url: string; data: Record<string, string> };
  failure: { url: string; data: Record<string, string> };
}): HtmlPage {
  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
    Number(amount),
  );
  return htmlPage(
    'Test payment gateway (sandbox)',
    `<span class="badge">Sandbox: no real money moves</span>
<h1>Test payment gateway</h1>
<p>This page plays the part of a hosted card and netbanking gateway so the payment flow can be tried end to end.</p>
<p class="amount">${escapeHtml(rupees)}</p>
<dl><dt>For</dt><dd>${escapeHtml(productinfo)}</dd><dt>Email</dt><dd>${escapeHtml(email)}</dd></dl>
<div class="actions">
<form method="post" action="${escapeHtml(success.url)}">${hiddenInputs(success.data)}<button class="pay" type="submit">Pay ${escapeHtml(rupees)}</button></form>
<form method="post" action="${escapeHtml(failure.url)}">${hiddenInputs(failure.data)}<button class="fail" type="submit">Fail payment</button></form>
</div>`,
  );
}
