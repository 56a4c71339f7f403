import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;

function totpFor(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, and the otpauth:// URL an app scans from its QR code. */
export function newTotpSecret(issuer: string, email: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, email, issuer).toString() };
}

/**
 * The time step a 6-digit code is valid for (the current one, or one either side for clocks
 * that drift), or null. The caller refuses a step it has already accepted, so a code seen over
 * someone's shoulder cannot be used again.
 */
export function acceptedStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** A code for `now`: the tests sign in with it, as an authenticator app would. */
export function totpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Ten one-time codes ("k3j9x-p2m7q"), and the hashes that are kept of them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

export function recoveryCodeHash(code: string): string {
  return sha256(code.replace(/[\s-]/g, '').toLowerCase());
}
