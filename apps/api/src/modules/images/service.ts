import { createHash, randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES, IMAGE_WIDTHS, type UploadedImage } from '@storefront/contract';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Database } from '../../db/client';
import { uploadedImages } from '../../db/schema';
import { type ImageStorage, isImageKey } from '../../lib/image-storage';
import { type Actor, recordAudit } from '../audit';
import {
  PayloadTooLargeError,
  UnprocessableError,
  UnsupportedMediaTypeError,
} from '../../lib/errors';

/** Where publicImageRoutes serves the files (registered under API_PREFIX). */
const PUBLIC_PATH = '/api/v1/images';

// A photo from a phone is 12–50 megapixels. Past these, decoding alone takes hundreds of MB
// (a few bytes of PNG can claim any size): refused from the header, before any pixel is read.
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
const FORMATS = new Set(['jpeg', 'png', 'webp']);
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
const FILES = new Set<string>(IMAGE_WIDTHS.map((width) => `${width}.webp`));

export const imageMessages = {
  notAnImage: 'The file is not a JPEG, PNG or WebP image',
  tooLarge: `The image must be at most ${IMAGE_MAX_BYTES / 2 ** 20} MB`,
  damaged: 'The image could not be read; the file may be damaged',
} as const;

interface Rendition {
  width: number;
  bytes: Buffer;
  info: OutputInfo;
}

/** The type as the bytes say, whatever the file was called or the browser claimed. */
async function sniff(bytes: Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(imageMessages.notAnImage);
  }
  if (!FORMATS.has(metadata.format)) throw new UnsupportedMediaTypeError(imageMessages.notAnImage);
  return metadata;
}

function checkDimensions({ width, height }: Metadata) {
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) {
    throw new UnprocessableError(
      `The image must be at most ${IMAGE_MAX_SIDE.toLocaleString('en-IN')} pixels wide and high; this one is ${width} × ${height}`,
    );
  }
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new UnprocessableError(
      `The image must have at most ${IMAGE_MAX_PIXELS / 1e6} megapixels; this one has ${Math.ceil((width * height) / 1e6)}`,
    );
  }
}

/**
 * Every width as WebP: upright by its EXIF orientation, then without any metadata (sharp writes
 * none unless asked), so no camera, place or owner leaves with the picture. The upload is decoded
 * once, to the largest width; the smaller ones are scaled from that.
 */
async function render(bytes: Buffer): Promise<Rendition[]> {
  try {
    const upright = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    return await Promise.all(
      IMAGE_WIDTHS.map(async (target) => {
        const encoded = await sharp(upright.data, { raw: { width, height, channels } })
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: target, bytes: encoded.data, info: encoded.info };
      }),
    );
  } catch {
    // The header read well but the pixels do not (a truncated or corrupt file).
    throw new UnprocessableError(imageMessages.damaged);
  }
}

export type ImageService = ReturnType<typeof createImageService>;

export function createImageService({ db, storage }: { db: Database; storage: ImageStorage }) {
  /**
   * Checks, cleans and stores an upload at every width; answers the largest one's address. A
   * staff member's upload is in the audit log; a shopper's (null: a return's photo) is recorded
   * by what it is attached to.
   */
  async function upload(
    storeId: number,
    actor: Actor | null,
    bytes: Buffer,
  ): Promise<UploadedImage> {
    if (bytes.length > IMAGE_MAX_BYTES) throw new PayloadTooLargeError(imageMessages.tooLarge);
    checkDimensions(await sniff(bytes));
    const renditions = await render(bytes);
    const largest = renditions.find((rendition) => rendition.width === LARGEST_WIDTH)!;

    // Random and unguessable: the files are served to anyone who has the address.
    const key = randomBytes(16).toString('hex');
    try {
      for (const rendition of renditions) {
        await storage.put(key, `${rendition.width}.webp`, rendition.bytes);
      }
      await db.transaction(async (tx) => {
        await tx.insert(uploadedImages).values({
          key,
          storeId,
          width: largest.info.width,
          height: largest.info.height,
          widths: [...IMAGE_WIDTHS],
        });
        if (!actor) return;
        await recordAudit(tx, {
          storeId,
          actor,
          action: 'image.uploaded',
          entity: 'image',
          entityId: key,
          after: { width: largest.info.width, height: largest.info.height, bytes: bytes.length },
        });
      });
    } catch (error) {
      // No files without their row: an image half stored is not kept.
      await storage.delete(key).catch(() => {});
      throw error;
    }
    return {
      url: `${PUBLIC_PATH}/${key}/${LARGEST_WIDTH}.webp`,
      width: largest.info.width,
      height: largest.info.height,
    };
  }

  /** One stored WebP (`<width>.webp`) and its ETag; null for anything that is not one. */
  async function read(key: string, file: string): Promise<{ bytes: Buffer; etag: string } | null> {
    if (!isImageKey(key) || !FILES.has(file)) return null;
    const bytes = await storage.get(key, file);
    if (!bytes) return null;
    return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
  }

  return { upload, read };
}
