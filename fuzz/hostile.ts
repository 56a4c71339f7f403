// The hostile inputs: what goes into string positions, headers, query strings and whole bodies.

/** Put into a string (at a random place) or sent as the whole value. */
export const NEEDLES = [
  '\u0000',
  '\u0000\u0000',
  '\ud800',
  '\udfff',
  '\udfff\ud800',
  '\ud83d',
  '%00',
  '\\u0000',
  '\u202e',
  '\ufeff',
  '\r\n',
  '\u2028',
  "'",
  '"',
  '\\',
  '😀',
  'İ',
  '\u0301',
] as const;

const long = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));

/** Whole values for a string position: the needles, very long strings, look-alikes. */
export const HOSTILE_STRINGS: readonly string[] = [
  ...NEEDLES,
  'a\u0000b',
  'x\ud800y',
  '',
  ' ',
  '   ',
  long('a', 1_000),
  long('a', 10_000),
  // Just under the API's 64 KiB body limit once in JSON, and far past it.
  long('é', 30_000),
  long('x', 100_000),
  long('😀', 2_000),
  "' OR '1'='1",
  '${{7*7}}',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'NaN',
  'null',
  'undefined',
  'true',
  '1e309',
  '-1',
  '0x1F',
  '١٢٣',
  '\u00a0',
  '%ZZ',
  '%ED%A0%80',
];

/** Numbers where strings are expected, huge and negative ones, and other types. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  -123456789,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  '',
  '0',
  '-1',
  '1e309',
  '99999999999999999999999999',
  [],
  [null],
  ['a', 'b'],
  {},
  { '': '' },
];

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Keys added to objects and query strings besides the prototype keys. */
export const EXTRA_KEYS = [...PROTOTYPE_KEYS, 'hasOwnProperty', 'toString', '', ' ', 'a\u0000'];

/** Raw URL components, written as they are (not percent-encoded again). */
export const RAW_URL_VALUES = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%80',
  '%FF',
  '%2F',
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e',
  '%20',
  '+',
  '%0d%0a',
  long('a', 101),
  long('a', 10_000),
  long('%00', 3_000),
];

/** Content types for a body that the route does not expect (or cannot parse). */
export const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  '',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=fuzzboundary',
  'application/x-www-form-urlencoded',
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'Application/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  '*/*',
  'application/octet-stream',
];

/** Bodies that are empty, not an object, or not JSON at all. */
export const ODD_BODIES = [
  '',
  ' ',
  '{}',
  '[]',
  'null',
  '""',
  '0',
  '-1',
  'true',
  '1e400',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1} {"b":2}',
  '/* comment */ {}',
  '\ufeff{}',
  '{"\\u0000":"\\u0000"}',
  '{"\\ud800":"\\udfff"}',
  '[1,2,3',
  '"\\ud800"',
] as const;

/** Bytes that are not UTF-8, inside a JSON string or form value. */
export const BAD_UTF8: readonly number[][] = [
  [0xed, 0xa0, 0x80], // a surrogate, encoded
  [0xc0, 0x80], // overlong NUL
  [0xff],
  [0x80],
  [0xe0, 0xa4], // cut short
  [0x00],
];

/** JSON number tokens past what a double holds, or not JSON at all. */
export const NUMBER_TOKENS = [
  '1e400',
  '-1e400',
  '9'.repeat(400),
  '-0',
  '1.0',
  '0.0000000000000000000000001',
  '01',
  '0x10',
  '+1',
  '.5',
  'Infinity',
] as const;

/** Header values: a client can send these over HTTP. */
export const WIRE_HEADER_VALUES = [
  '',
  ' ',
  '%00',
  '\\u0000',
  // UTF-8 bytes arrive as latin1: a surrogate's three bytes, an emoji's four.
  '\xed\xa0\x80',
  'a\xf0\x9f\x98\x80b',
  '\xff\xfe',
  long('a', 8_000),
  '-1',
  '1e309',
  '99999999999999999999',
  '__proto__',
  'null',
  'http://',
  'http://[::1',
  'http://localhost:3000',
  'https://evil.example',
  'localhost:99999',
  '[::1]:3000',
  'api.',
  '..',
  'a,b',
] as const;

/** Header values no HTTP client can send: Node's parser answers 400 before any app runs. */
export const INJECT_ONLY_HEADER_VALUES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '😀',
  long('a', 20_000),
] as const;

/** The headers every route reads or could read, besides the ones the document declares. */
export const AMBIENT_HEADERS = [
  'x-store-host',
  'origin',
  'host',
  'user-agent',
  'authorization',
  'accept',
  'idempotency-key',
  'x-forwarded-for',
  'cookie',
] as const;

/** Whether Node's HTTP parser lets this header value through (HTAB, SP–~, obs-text). */
export function isWireSafeHeaderValue(value: string): boolean {
  return !/[^\t\x20-\x7e\x80-\xff]/.test(value);
}

/** Node's default limit on the request line and headers together (431 past it). */
export const MAX_HTTP_HEAD_BYTES = 16 * 1024;

/**
 * Origin headers that are not `own` (the back office's, http://<Host>): another site, the
 * storefront's, and look-alikes of `own` a strict comparison must refuse too.
 */
export function foreignOrigins(own: string): string[] {
  const host = own.replace(/^https?:\/\//, '');
  return [
    'https://evil.example',
    'http://localhost:3000',
    'null',
    own.replace(/^http:/, 'https:'),
    `${own}/`,
    `${own}.evil.example`,
    `http://evil.example/${own}`,
    `http://${host}@evil.example`,
    own.toUpperCase(),
    ` ${own}`,
    `${own}, ${own}`,
    `${own}:80`,
  ];
}
