import { useId, useState } from 'react';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { FileButton } from '#app/components/ui/FileButton.tsx';
import { useFileUpload } from '#app/components/ui/use-file-upload.ts';
import { checkFiles, PAPER_TYPES } from './file-checks.ts';

interface DocumentUploadProps {
  label: string;
  /** The paper's object path, or '' when none is uploaded yet. */
  value: string;
  onChange: (path: string) => void;
  /** A link that opens the paper already on the car (papers are private: no public URL). */
  viewLink?: string | null | undefined;
  error?: string | undefined;
}

/** One paper (roadworthy, registration or insurance): a single PDF or image of at most 5 MB. */
export function DocumentUpload({ label, value, onChange, viewLink, error }: DocumentUploadProps) {
  const id = useId();
  const { upload, uploading, problem } = useFileUpload('car-paper');
  const [fileName, setFileName] = useState<string | null>(null);

  const choose = (files: File[]) =>
    upload(
      checkFiles(files, { maxFiles: 1, types: PAPER_TYPES }, { count: 0, keys: new Set() }),
      ([uploaded]) => {
        if (!uploaded) return;
        onChange(uploaded.path);
        setFileName(uploaded.file.name);
      },
    );

  const message = problem ?? error;
  return (
    <div className="grid gap-1 rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <FileButton
          input={{ accept: Object.keys(PAPER_TYPES).join(','), 'aria-labelledby': `${id}-label` }}
          onFiles={(files) => void choose(files)}
          disabled={uploading > 0}
          aria-describedby={`${id}-state`}
          className={buttonClasses('outline', 'sm')}
        >
          {uploading > 0 ? 'Uploading...' : value ? `Replace ${label}` : `Upload ${label}`}
        </FileButton>
      </div>
      <p id={`${id}-state`} className="text-sm text-stone-600" aria-live="polite">
        {value ? (
          <>
            Uploaded{fileName ? `: ${fileName}` : ''}
            {!fileName && viewLink && (
              <>
                {' '}
                ·{' '}
                <a href={viewLink} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  View
                </a>
              </>
            )}
          </>
        ) : (
          'Not uploaded yet (PDF or image, 5 MB at most)'
        )}
      </p>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
