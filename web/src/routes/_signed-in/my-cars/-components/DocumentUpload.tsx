import { useId, useRef, useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { uploadFile } from '#app/api/uploads.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
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
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  async function choose(files: File[]) {
    setProblem(null);
    const checked = checkFiles(files, { maxFiles: 1, types: PAPER_TYPES }, { count: 0, keys: new Set() });
    if ('error' in checked) return setProblem(checked.error);
    const [file] = checked.files;
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadFile(file, 'car-paper'));
      setFileName(file.name);
    } catch (failure) {
      setProblem(apiProblemOf(failure).message);
    } finally {
      setUploading(false);
    }
  }

  const message = problem ?? error;
  return (
    <div className="grid gap-1 rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <input
          ref={input}
          type="file"
          accept={Object.keys(PAPER_TYPES).join(',')}
          className="sr-only"
          // The visible button opens this picker; the input itself stays out of the tab order.
          tabIndex={-1}
          aria-hidden="true"
          aria-labelledby={`${id}-label`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void choose(files);
          }}
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={uploading}
          aria-describedby={`${id}-state`}
          className={buttonClasses('outline', 'sm')}
        >
          {uploading ? 'Uploading...' : value ? `Replace ${label}` : `Upload ${label}`}
        </button>
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
