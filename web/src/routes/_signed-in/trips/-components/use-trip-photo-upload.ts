import { useEffect, useRef } from 'react';
import { useFileUpload } from '#app/components/ui/use-file-upload.ts';
import {
  checkFiles,
  fileKey,
  TRIP_PHOTO_TYPES,
} from '#app/routes/_signed-in/my-cars/-components/file-checks.ts';

/** A photo uploaded for the trip: its object path for the request, and a local copy to show at once. */
export interface UploadedTripPhoto {
  path: string;
  /** A blob: URL of the file as taken (the uploaded one is private, with no URL until the trip shows it). */
  preview: string;
  key: string;
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

/**
 * Uploads photos for a handover, return or damage report the way car photos go up (the same
 * checks before a byte is sent, the same upload flow; the server checks size and real type
 * again), as private 'trip-photo' files. `field` is how many the field may hold, how many it
 * holds and their files.
 */
export function useTripPhotoUpload() {
  const { upload: uploadFiles, uploading, problem } = useFileUpload('trip-photo');
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const preview of previews.current) if (preview) URL.revokeObjectURL(preview);
    },
    [],
  );

  async function upload(
    chosen: File[],
    field: { max: number; count: number; keys: ReadonlySet<string> },
  ): Promise<UploadedTripPhoto[]> {
    const checked = checkFiles(chosen, { maxFiles: field.max, types: TRIP_PHOTO_TYPES }, field);
    const uploaded = await uploadFiles(checked, (files) =>
      files.map(({ file, path }) => {
        const preview = previewOf(file);
        previews.current.push(preview);
        return { path, preview, key: fileKey(file) };
      }),
    );
    return uploaded ?? [];
  }

  return { upload, uploading, problem };
}
