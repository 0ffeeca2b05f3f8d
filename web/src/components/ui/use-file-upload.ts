import { useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { type UploadPurpose, uploadFile } from '#app/api/uploads.ts';

/** A file that went up, with the object path the server gave it. */
export interface UploadedFile {
  file: File;
  path: string;
}

/**
 * A file field's uploads: the files that passed the field's checks go up together as `purpose`,
 * then `save` takes them (and what it answers is `upload`'s answer). `uploading` counts the files
 * on their way; `problem` is the checks' refusal, or the server's message if an upload or `save`
 * failed, until the next try.
 */
export function useFileUpload(purpose: UploadPurpose) {
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload<Saved>(
    checked: { files: File[] } | { error: string },
    save: (uploaded: UploadedFile[]) => Saved | Promise<Saved>,
  ): Promise<Saved | undefined> {
    setProblem(null);
    if ('error' in checked) {
      setProblem(checked.error);
      return undefined;
    }
    const { files } = checked;
    if (files.length === 0) return undefined;
    setUploading(files.length);
    try {
      return await save(
        await Promise.all(files.map(async (file) => ({ file, path: await uploadFile(file, purpose) }))),
      );
    } catch (failure) {
      setProblem(apiProblemOf(failure).message);
      return undefined;
    } finally {
      setUploading(0);
    }
  }

  return { upload, uploading, problem };
}
