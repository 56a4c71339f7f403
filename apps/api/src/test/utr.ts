let issued = 0;

/**
 * A UPI payment's UTR (12 digits) that no earlier call of this test file gave: a store takes each
 * UTR once (one payment, one order), and each test file has a database of its own.
 */
export function testUtr(): string {
  issued += 1;
  return String(410_000_000_000 + issued);
}
