import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../lib/escape-html';

/** A small self-contained HTML page, with the CSP that lets only its own script and style run. */
export interface HtmlPage {
  html: string;
  contentSecurityPolicy: string;
}

export function hiddenInputs(data: Record<string, string>): string {
  return Object.entries(data)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

export function htmlPage(title: string, body: string, { autoSubmit = false } = {}): HtmlPage {
  const nonce = randomBytes(16).toString('base64');
  const script = autoSubmit ? `<script nonce="${nonce}">document.forms[0].submit();</script>` : '';
  return {
    html: `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:1rem}
main{background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(15,23,42,.12);max-width:28rem;width:100%;padding:2rem}
h1{font-size:1.35rem;margin:0 0 .5rem}.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:.2rem .7rem;font-size:.8rem;font-weight:600;margin-bottom:1rem}
.amount{font-size:2rem;font-weight:800;margin:1rem 0}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem;margin:0 0 1.5rem;font-size:.95rem}dt{color:#475569}dd{margin:0}
.actions{display:flex;gap:.75rem}form{flex:1}button{width:100%;border:0;border-radius:.6rem;padding:.8rem 1rem;font-size:1rem;font-weight:700;cursor:pointer}
.pay{background:#0f766e;color:#fff}.fail{background:#fff;color:#b91c1c;border:2px solid #b91c1c}p{color:#334155}
</style>
</head>
<body>
<main>
${body}
</main>
${script}
</body>
</html>`,
    contentSecurityPolicy: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
  };
}

/** Re-posts the payment request to the gateway; a button remains for browsers without script. */
export function gatewayRedirectPage(url: string, data: Record<string, string>): HtmlPage {
  return htmlPage(
    'Redirecting to the payment gateway…',
    `<h1>Taking you to the payment gateway…</h1>
<form method="post" action="${escapeHtml(url)}">
${hiddenInputs(data)}
<noscript><p>Press the button to continue.</p></noscript>
<button class="pay" type="submit">Continue to payment</button>
</form>`,
    { autoSubmit: true },
  );
}
