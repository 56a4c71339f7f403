import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_WIDTHS, type UploadedImage } from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, uploadedImages } from '../../db/schema';
import { addStaff, asStaff, fromBackOffice, signInStaff } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image';

/** A picture with some detail (a flat colour compresses to nothing). */
const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: '#c05020',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });

/**
 * A PNG claiming any size with a few bytes of pixels: how a small file can ask a decoder for
 * gigabytes. Enough for sharp to read the dimensions.
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(drivers)('product images on %s', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let owner: string;
  let manager: string;
  let fulfilment: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'images-test-'));
    t = await createTestApp(driver, { dataDir });
    for (const role of ['owner', 'manager', 'fulfilment'] as const) {
      await addStaff(t, { email: `${role}@images.in`, role });
    }
    owner = await signInStaff(t.app, 'owner@images.in');
    manager = await signInStaff(t.app, 'manager@images.in');
    fulfilment = await signInStaff(t.app, 'fulfilment@images.in');
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (
    cookie: string,
    payload: Buffer | string,
    contentType: string | null = 'image/jpeg',
  ) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: '/api/v1/admin/images',
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });

  const fetchImage = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const keyOf = (url: string) => url.split('/').at(-2)!;

  describe('a JPEG from a phone, turned and with EXIF', () => {
    let uploaded: UploadedImage;

    beforeAll(async () => {
      // 3000 × 1500 as stored, orientation 6: upright it is 1500 wide and 3000 high.
      const jpeg = await picture(3000, 1500)
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'secret artist' } })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const response = await upload(manager, jpeg, 'image/jpeg');
      expect(response.statusCode, response.body).toBe(201);
      uploaded = response.json<UploadedImage>();
    });

    it('answers the largest width’s address and size, upright', () => {
      expect(uploaded).toEqual({
        url: expect.stringMatching(/^\/api\/v1\/images\/[a-z0-9]{32}\/1280\.webp$/),
        width: 1280,
        height: 2560,
      });
    });

    it('serves every width as WebP, upright, with no EXIF or other metadata', async () => {
      const base = uploaded.url.replace(/\/1280\.webp$/, '');
      for (const width of IMAGE_WIDTHS) {
        const response = await fetchImage(`${base}/${width}.webp`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const metadata = await sharp(response.rawPayload).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width, height: width * 2 });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(response.rawPayload.includes('secret')).toBe(false);
      }
    });

    it('keeps the upload’s row and an audit entry', async () => {
      const key = keyOf(uploaded.url);
      const [row] = await t.db.select().from(uploadedImages).where(eq(uploadedImages.key, key));
      expect(row).toMatchObject({ width: 1280, height: 2560, widths: [...IMAGE_WIDTHS] });
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'image.uploaded'), eq(auditLog.entityId, key)));
      expect(entry).toMatchObject({ actor: 'manager@images.in', entity: 'image' });
    });

    it('is stored once per width under DATA_DIR/images/<key>', async () => {
      const files = await readdir(path.join(dataDir, 'images', keyOf(uploaded.url)));
      expect(files.sort()).toEqual(IMAGE_WIDTHS.map((width) => `${width}.webp`).sort());
    });

    it('is cached for good, with an ETag that answers 304', async () => {
      const first = await fetchImage(uploaded.url);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await fetchImage(uploaded.url, { 'if-none-match': `"other", ${etag}` });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const weak = await fetchImage(uploaded.url, { 'if-none-match': `W/${etag}` });
      expect(weak.statusCode).toBe(304);
      const changed = await fetchImage(uploaded.url, { 'if-none-match': '"other"' });
      expect(changed.statusCode).toBe(200);
    });

    it.each([
      ['a width that is not stored', '/300.webp'],
      ['another format', '/320.png'],
      ['a padded width', '/0320.webp'],
      ['a longer name', '/320.webp.bak'],
    ])('answers 404 for %s', async (_, file) => {
      const base = uploaded.url.replace(/\/1280\.webp$/, '');
      const response = await fetchImage(`${base}${file}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Image not found' });
    });
  });

  it('takes a PNG with transparency, never enlarging it', async () => {
    const png = await picture(800, 600, 4).png().toBuffer();
    const response = await upload(owner, png, 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json<UploadedImage>();
    expect(uploaded).toMatchObject({ width: 800, height: 600 });
    const small = await fetchImage(uploaded.url.replace('1280.webp', '320.webp'));
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
      hasAlpha: true,
    });
  });

  it('takes a WebP, and trusts the bytes over the type the browser claimed', async () => {
    const webp = await picture(1600, 900).webp().toBuffer();
    for (const type of ['image/webp', 'application/octet-stream', 'image/jpeg']) {
      const response = await upload(owner, webp, type);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ width: 1280, height: 720 });
    }
  });

  it('takes what cameras and editors also write: CMYK JPEG, 16-bit PNG', async () => {
    const cmyk = await picture(900, 600).toColourspace('cmyk').jpeg().toBuffer();
    const deep = await picture(900, 600).toColourspace('rgb16').png().toBuffer();
    for (const bytes of [cmyk, deep]) {
      const response = await upload(owner, bytes, 'image/jpeg');
      expect(response.statusCode, response.body).toBe(201);
      const served = await fetchImage(response.json<UploadedImage>().url);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        space: 'srgb',
        width: 900,
      });
    }
  });

  it.each([
    ['random bytes', Buffer.from('not a picture at all, just some text bytes')],
    ['a renamed executable', Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(2000)])],
    ['an ELF binary', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(2000)])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s sent as image/jpeg with 415', async (_, bytes) => {
    const response = await upload(owner, bytes, 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: NOT_AN_IMAGE });
  });

  it('refuses images of other formats (GIF, SVG) with 415', async () => {
    const gif = await picture(50, 50).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [gif, svg]) {
      const response = await upload(owner, bytes, 'image/png');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: NOT_AN_IMAGE });
    }
  });

  it.each([
    ['application/json', '{"url":"x"}'],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=b'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['image/gif', 'GIF89a'],
  ])('refuses a body of type %s with 415', async (type, body) => {
    const response = await upload(owner, body, type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: NOT_AN_IMAGE });
  });

  it('refuses a request without a body with 415', async () => {
    const response = await asStaff(t.app, owner, { method: 'POST', url: '/api/v1/admin/images' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: NOT_AN_IMAGE });
  });

  it('refuses a 30 MB body with 413, before reading it', async () => {
    const response = await upload(owner, Buffer.alloc(30 * 2 ** 20), 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The image must be at most 10 MB' });
  });

  it('refuses a body over 10 MB sent without a length with 413, once it passes the limit', async () => {
    const chunks = Array.from({ length: 11 }, () => Buffer.alloc(2 ** 20));
    const response = await asStaff(t.app, owner, {
      method: 'POST',
      url: '/api/v1/admin/images',
      payload: Readable.from(chunks),
      headers: { 'content-type': 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The image must be at most 10 MB' });
  });

  it.each([
    [12_001, 10, /at most 12,000 pixels wide and high; this one is 12001 × 10/],
    [10, 12_001, /at most 12,000 pixels wide and high/],
    [8_000, 7_000, /at most 50 megapixels; this one has 56/],
  ])('refuses %i × %i pixels with 422, from the header alone', async (width, height, message) => {
    const response = await upload(owner, pngClaiming(width, height), 'image/png');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });

  it('refuses a truncated JPEG with 422 and keeps nothing of it', async () => {
    const before = await readdir(path.join(dataDir, 'images')).catch(() => []);
    const jpeg = await picture(1200, 800).jpeg().toBuffer();
    const response = await upload(owner, jpeg.subarray(0, jpeg.length / 2), 'image/jpeg');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'The image could not be read; the file may be damaged',
    });
    expect(await readdir(path.join(dataDir, 'images')).catch(() => [])).toEqual(before);
  });

  it('is for owners and managers only', async () => {
    const jpeg = await picture(100, 100).jpeg().toBuffer();
    const refused = await upload(fulfilment, jpeg);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'The fulfilment role cannot do this.' });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/images',
      headers: { ...fromBackOffice(), 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
  });

  it('checks who asks before reading a body of any size or type', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/images',
      headers: { ...fromBackOffice(), 'content-type': 'image/jpeg' },
      payload: Buffer.alloc(30 * 2 ** 20),
    });
    expect(big.statusCode).toBe(401);
    const json = await upload(fulfilment, '{}', 'application/json');
    expect(json.statusCode).toBe(403);
  });

  it('refuses an upload from another site’s page', async () => {
    const jpeg = await picture(100, 100).jpeg().toBuffer();
    const response = await asStaff(t.app, owner, {
      method: 'POST',
      url: '/api/v1/admin/images',
      payload: jpeg,
      headers: { 'content-type': 'image/jpeg', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['an unknown key', '/api/v1/images/0123456789abcdef0123456789abcdef/320.webp'],
    ['a key of another shape', '/api/v1/images/NOT_A_KEY/320.webp'],
    ['a key that climbs out', '/api/v1/images/..%2F..%2Fetc/320.webp'],
    ['an encoded slash in the file', '/api/v1/images/abc/..%2F320.webp'],
  ])('answers 404 for %s', async (_, url) => {
    const response = await fetchImage(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Image not found' });
  });

  it.each([
    ['a NUL', '/api/v1/images/abc%00/320.webp', 'key'],
    ['an over-long key', `/api/v1/images/${'a'.repeat(90)}/320.webp`, 'key'],
    ['an over-long file name', `/api/v1/images/abc/${'1'.repeat(20)}.webp`, 'file'],
  ])('answers 400 naming the parameter for %s', async (_, url, parameter) => {
    const response = await fetchImage(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(new RegExp(`^${parameter}: `));
  });
});
