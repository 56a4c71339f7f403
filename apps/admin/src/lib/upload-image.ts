import type { UploadedImage } from '@storefront/contract';
import { API_BASE, ApiError, NO_RESPONSE_MESSAGE } from './api-client';

/**
 * POST /admin/images with the file's bytes as the body and its type as the Content-Type (the
 * API client sends JSON or text only). The API answers where it stored the image; a 413 or a 415
 * carries a message for the person.
 */
export async function uploadImage(file: Blob, signal?: AbortSignal): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/images`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
      },
      body: file,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NO_RESPONSE_MESSAGE, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as UploadedImage;
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : response.status === 413
        ? 'This image is too large.'
        : response.status === 415
          ? 'This file is not a JPEG, PNG or WebP image.'
          : `The server answered ${response.status}. Try again in a moment.`;
  throw new ApiError(message, response.status);
}
