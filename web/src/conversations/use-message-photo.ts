import { useEffect, useRef, useState } from 'react';
import { useFileUpload } from '#app/components/ui/use-file-upload.ts';
import { checkFiles, MESSAGE_PHOTO_TYPES } from '#app/routes/_signed-in/my-cars/-components/file-checks.ts';

/** The photo a message carries: its object path for the request, and a local copy to show before it is sent. */
export interface MessagePhoto {
  path: string;
  /** A blob: URL of the file as chosen ('' where the browser makes none). */
  preview: string;
  name: string;
}

export const MESSAGE_PHOTO_ACCEPT = Object.keys(MESSAGE_PHOTO_TYPES).join(',');

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const forget = (preview: string | undefined) => {
  if (preview) URL.revokeObjectURL(preview);
};

/**
 * The one photo a message may carry, uploaded as soon as it is chosen (the same checks and flow
 * as trip photos; the server checks size and real type again) as a private 'message-photo'.
 * Choosing another replaces it.
 */
export function useMessagePhoto() {
  const { upload, uploading, problem } = useFileUpload('message-photo');
  const [photo, setPhoto] = useState<MessagePhoto | null>(null);
  const shown = useRef<string>('');
  useEffect(() => () => forget(shown.current), []);

  const show = (next: MessagePhoto | null) => {
    forget(shown.current);
    shown.current = next?.preview ?? '';
    setPhoto(next);
  };

  async function choose(files: File[]) {
    const checked = checkFiles(
      files.slice(0, 1),
      { maxFiles: 1, types: MESSAGE_PHOTO_TYPES },
      {
        count: 0,
        keys: new Set(),
      },
    );
    const uploaded = await upload(checked, ([first]) =>
      first ? { path: first.path, preview: previewOf(first.file), name: first.file.name } : null,
    );
    if (uploaded) show(uploaded);
  }

  return { photo, choose, remove: () => show(null), uploading: uploading > 0, problem };
}
