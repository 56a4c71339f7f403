import type { GatewayFormParams } from './payment-step';

/**
 * Spec section 4, redirect_post: a hidden form posted to `url`, with inputs named `type`, `url`
 * and `data[key]` for each data entry; the browser leaves the shop for the gateway.
 */
export function buildGatewayForm(
  document: Document,
  url: string,
  params: GatewayFormParams | undefined,
): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  const add = (name: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  };
  if (params) {
    add('type', params.type);
    add('url', params.url);
    for (const [key, value] of Object.entries(params.data)) add(`data[${key}]`, value);
  }
  return form;
}

export function postGatewayForm(url: string, params: GatewayFormParams | undefined): void {
  const form = buildGatewayForm(document, url, params);
  document.body.append(form);
  form.submit();
}

/** Leaves the page for `url`: a web page, or another app (a UPI app for upi://pay links). */
export function openUrl(url: string): void {
  window.location.assign(url);
}
