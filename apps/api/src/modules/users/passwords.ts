import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { BoundedQueue } from '../../lib/bounded-queue';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** OWASP's scrypt recommendation: N = 2^17, r = 8, p = 1 (128 MiB, a few hundred ms). */
export const OWASP_SCRYPT = { log2N: 17, r: 8, p: 1 } as const;

export interface ScryptParameters {
  log2N: number;
  r: number;
  p: number;
}

function deriveKey(
  password: string,
  salt: Buffer,
  { log2N, r, p }: ScryptParameters,
): Promise<Buffer> {
  const N = 2 ** log2N;
  // Node refuses scrypt above 32 MiB unless told; allow what the parameters need, with headroom.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Runs every task at once: for tests and tools that hash one password at a time. */
const UNBOUNDED: BoundedQueue = { run: (task) => task() };

/**
 * Hashes and checks passwords with scrypt; the stored string carries its own parameters. Every
 * derivation runs through `queue`, so a burst of sign-ins cannot take every core.
 */
export function createPasswordHasher(
  parameters: ScryptParameters = OWASP_SCRYPT,
  queue: BoundedQueue = UNBOUNDED,
) {
  const format = (salt: Buffer, key: Buffer, used: ScryptParameters) =>
    ['scrypt', used.log2N, used.r, used.p, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await queue.run(() => deriveKey(password, salt, parameters));
    return format(salt, key, parameters);
  }

  /** Whether `password` matches `stored`; false for anything malformed. */
  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await queue.run(() => deriveKey(password, parsed.salt, parsed.parameters));
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  /** A hash made with weaker parameters than today's should be replaced at the next sign-in. */
  function needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    return (
      !parsed ||
      parsed.parameters.log2N < parameters.log2N ||
      parsed.parameters.r < parameters.r ||
      parsed.parameters.p < parameters.p
    );
  }

  return { hash, verify, needsRehash, parameters };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

function parse(stored: string) {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const parameters = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (!Object.values(parameters).every((value) => Number.isInteger(value) && value > 0))
    return null;
  return { parameters, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

let commonPasswords: Set<string> | null = null;

/** One of the 10,000 most common passwords (a list shipped in the repo), ignoring case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    gunzipSync(readFileSync(new URL('./common-passwords.txt.gz', import.meta.url)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** The answer to a new password that isCommonPassword finds (registration, reset, change). */
export const COMMON_PASSWORD =
  'This password is one of the 10,000 most common passwords and is easy to guess. Please choose another.';
