import type { UploadedImage } from '@storefront/contract';
import { reach, readBody, refusal } from '@storefront/ui/api-client';
import { API_BASE, NO_RESPONSE_MESSAGE } from './api-client';

/**
 * POST /admin/images with the file's bytes as the body and its type as the Content-Type (the
 * API client sends JSON or text only). The API answers where it stored the image; a 413 or a 415
 * carries a message for the person.
 */
export async function uploadImage(file: Blob, signal?: AbortSignal): Promise<UploadedImage> {
  const response = await reach(
    () =>
      fetch(`${API_BASE}/images`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': file.type || 'application/octet-stream',
        },
        body: file,
        credentials: 'same-origin',
        signal,
      }),
    signal,
    NO_RESPONSE_MESSAGE,
  );
  const body = await readBody(response);
  if (response.ok) return body as UploadedImage;
  throw refusal(
    response.status,
    body,
    response.status === 413
      ? 'This image is too large.'
      : response.status === 415
        ? 'This file is not a JPEG, PNG or WebP image.'
        : `The server answered ${response.status}. Try again in a moment.`,
  );
}
