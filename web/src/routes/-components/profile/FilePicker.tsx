import { useId, useRef, useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import type { UploadPurpose } from '#app/api/uploads.ts';
import { uploadFile } from '#app/api/uploads.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { type FileRule, fileProblem } from './file-checks.ts';

interface FilePickerProps {
  /** The button's text, e.g. 'Upload document'. Also names the input for screen readers. */
  label: string;
  purpose: UploadPurpose;
  rule: FileRule;
  /** Called with the uploaded file's object path (and its name, to show). */
  onUploaded: (objectPath: string, fileName: string) => void | Promise<void>;
  disabled?: boolean;
}

/**
 * Picks one file, checks it, and uploads it (to the upload URL the server hands out).
 * Shows 'Uploading...' while it runs and any refusal next to the button; nothing is
 * attached to the profile until `onUploaded` does so.
 */
export function FilePicker({ label, purpose, rule, onUploaded, disabled }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const refused = fileProblem(files, rule);
    setProblem(refused);
    const file = files[0];
    if (refused || !file) return;
    setUploading(true);
    try {
      await onUploaded(await uploadFile(file, purpose), file.name);
    } catch (error) {
      setProblem(apiProblemOf(error).message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid justify-items-start gap-1.5">
      <input
        ref={input}
        type="file"
        accept={rule.accept.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onChange(event.target.files)}
      />
      <button
        type="button"
        disabled={disabled || uploading}
        aria-busy={uploading}
        aria-describedby={problem ? messageId : undefined}
        onClick={() => input.current?.click()}
        className={buttonClasses('outline', 'sm')}
      >
        {uploading ? 'Uploading...' : label}
      </button>
      <p className="text-xs text-stone-600">{rule.label}, up to 5 MB.</p>
      {problem && (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
