import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compressedBodies,
  etagsOf,
  matchesEtag,
  policyWithHashes,
} from './page-body.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const POLICY =
  "default-src 'self'; script-src 'self' 'nonce-N0nce+/='; style-src 'self' 'nonce-N0nce+/='; img-src 'self' data:";

describe('policyWithHashes', () => {
  it('allows by hash exactly the inline scripts and style that carried the nonce', () => {
    const html = [
      '<html><head><style nonce="N0nce+/=">body{color:red}</style></head><body>',
      '<script nonce="N0nce+/=">window.a = 1;</script>',
      '<script nonce="N0nce+/=" type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/entry.js" nonce="N0nce+/="></script>',
      // Not carrying the nonce: refused before, refused now.
      '<script>alert(1)</script><style>body{display:none}</style>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '</body></html>',
    ].join('');
    expect(policyWithHashes(POLICY, html)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${sha256('window.a = 1;')} ${sha256('import "/assets/x.js";')}`,
        `style-src 'self' ${sha256('body{color:red}')}`,
        "img-src 'self' data:",
      ].join('; '),
    );
  });

  it('hashes the text as a browser reads it (CR LF becomes LF) and names each hash once', () => {
    const html =
      '<script nonce="N0nce+/=">a();\r\nb();</script><script nonce="N0nce+/=">a();\r\nb();</script>';
    const policy = policyWithHashes(POLICY, html);
    expect(policy).toContain(`script-src 'self' ${sha256('a();\nb();')};`);
    expect(policy).not.toContain('nonce');
  });

  it('leaves a policy without a nonce as it is', () => {
    expect(policyWithHashes("default-src 'self'", '<script>x</script>')).toBe("default-src 'self'");
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

describe('etags and compressed bodies', () => {
  it('gives each encoding its own strong ETag, and matches any of them weakly', async () => {
    const body = Buffer.from('<html>page</html>'.repeat(100));
    const etags = etagsOf(body);
    expect(new Set(Object.values(etags)).size).toBe(3);
    expect(etagsOf(Buffer.from(body))).toEqual(etags);
    expect(etagsOf(Buffer.from('<html>other</html>')).identity).not.toBe(etags.identity);
    expect(matchesEtag(etags.br, etags)).toBe(true);
    expect(matchesEtag(`"x", W/${etags.gzip}`, etags)).toBe(true);
    expect(matchesEtag('*', etags)).toBe(true);
    expect(matchesEtag('"other"', etags)).toBe(false);
    expect(matchesEtag(undefined, etags)).toBe(false);

    const bodies = await compressedBodies(body);
    expect(gunzipSync(bodies.gzip)).toEqual(body);
    expect(brotliDecompressSync(bodies.br)).toEqual(body);
  });
});
