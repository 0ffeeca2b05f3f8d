import { useEffect, useRef, useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { uploadFile } from '#app/api/uploads.ts';
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
 * again), as private 'trip-photo' files. `already` is how many the field holds and their files.
 */
export function useTripPhotoUpload() {
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const preview of previews.current) if (preview) URL.revokeObjectURL(preview);
    },
    [],
  );

  async function upload(
    chosen: File[],
    rule: { max: number; count: number; keys: ReadonlySet<string> },
  ): Promise<UploadedTripPhoto[]> {
    setProblem(null);
    const checked = checkFiles(
      chosen,
      { maxFiles: rule.max, types: TRIP_PHOTO_TYPES },
      { count: rule.count, keys: rule.keys },
    );
    if ('error' in checked) {
      setProblem(checked.error);
      return [];
    }
    setUploading(checked.files.length);
    try {
      const paths = await Promise.all(checked.files.map((file) => uploadFile(file, 'trip-photo')));
      return checked.files.map((file, index) => {
        const preview = previewOf(file);
        previews.current.push(preview);
        return { path: paths[index]!, preview, key: fileKey(file) };
      });
    } catch (failure) {
      setProblem(apiProblemOf(failure).message);
      return [];
    } finally {
      setUploading(0);
    }
  }

  return { upload, uploading, problem };
}
