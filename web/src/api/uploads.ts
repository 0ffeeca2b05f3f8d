import type { AnswerOf } from '@akwaaba/domain/shared/contract';
import type { UploadPurpose } from '@akwaaba/domain/uploads/upload-rules';

export type { UploadPurpose };

import { uploadsContract } from '@akwaaba/domain/uploads/uploads.contract';
import { callOperation } from './calls.ts';
import { apiRequest, throwIfNotOk } from './http.ts';

/**
 * Uploads one file the way the server expects (spec section 7): ask for an upload URL,
 * then PUT the bytes to it. Answers the object path to put in a form. The server checks
 * the size and the real type again; its message comes back as the error.
 */
export async function uploadFile(file: File, purpose: UploadPurpose): Promise<string> {
  const ticket = (await (
    await apiRequest('POST', uploadsContract.ticket.path, { purpose })
  ).json()) as AnswerOf<typeof uploadsContract.ticket>;
  const response = await fetch(ticket.uploadURL, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  await throwIfNotOk(response);
  return ticket.objectPath;
}

/** PUT /api/car-images: uploaded photo URLs → the object paths a car lists (checked as the host's own photos). */
export async function carImagePaths(imageURLs: string[]): Promise<string[]> {
  return (await callOperation(uploadsContract.carImages, { body: { imageURLs } })).objectPaths;
}
