import { createHash, timingSafeEqual } from 'node:crypto';

/** What a PayU-shaped hosted payment request carries (the sandbox speaks it too). */
export interface GatewayRequest {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

/** What the gateway posts back, signed with the reverse hash. */
export interface GatewayResponse extends GatewayRequest {
  status: string;
  additionalCharges?: string;
}

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||salt) */
export function requestHash(request: GatewayRequest, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email } = request;
  const udfs = [request.udf1, request.udf2, request.udf3, request.udf4, request.udf5].map(
    (udf) => udf ?? '',
  );
  return sha512(
    [key, txnid, amount, productinfo, firstname, email, ...udfs, '', '', '', '', '', salt].join(
      '|',
    ),
  );
}

/**
 * sha512(salt|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key),
 * prefixed with additionalCharges| when the gateway added charges.
 */
export function responseHash(response: GatewayResponse, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email, status } = response;
  const udfs = [response.udf5, response.udf4, response.udf3, response.udf2, response.udf1].map(
    (udf) => udf ?? '',
  );
  const fields = [
    salt,
    status,
    '',
    '',
    '',
    '',
    '',
    ...udfs,
    email,
    firstname,
    productinfo,
    amount,
    txnid,
    key,
  ];
  if (response.additionalCharges) fields.unshift(response.additionalCharges);
  return sha512(fields.join('|'));
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** sha512(key|command|var1|salt): PayU's web-service (postservice) calls, as refunds and status. */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512([key, command, var1, salt].join('|'));
}
