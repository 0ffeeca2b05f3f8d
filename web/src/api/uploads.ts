import { apiRequest, throwIfNotOk } from './http.ts';

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
  const ticket = (await (await apiRequest('POST', '/api/objects/upload', { purpose })).json()) as {
    uploadURL: string;
    objectPath: string;
  };
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
  const response = await apiRequest('PUT', '/api/car-images', { imageURLs });
  return ((await response.json()) as { objectPaths: string[] }).objectPaths;
}
