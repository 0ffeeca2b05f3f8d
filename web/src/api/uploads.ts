import type { AnswerOf } from '@akwaaba/domain/shared/contract';
import { uploadsContract } from '@akwaaba/domain/uploads/uploads.contract';
import { apiRequest, throwIfNotOk } from './http.ts';
import { callOperation } from './operations.ts';

/** What a file is for: decides where the server keeps it, who may see it, and which types it accepts. */
export type UploadPurpose = 'car-photo' | 'car-paper' | 'profile-photo' | 'identity-document';

/** Spec section 9: at most 5 MB per file. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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
