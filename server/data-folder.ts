/**
 * The one line to print when the product cannot start because of its data folder (DATA_DIR:
 * the embedded Postgres, the embedded S3's objects, the development secret): read-only, full,
 * or not writable. Null for any other failure. The error may be node's own (code EROFS,
 * ENOSPC, EACCES) or a child's output quoted in a message (initdb's "No space left on device").
 */
export function dataFolderProblem(error: unknown, dataDir: string): string | null {
  const text = describe(error);
  if (/\bENOSPC\b|No space left on device/i.test(text))
    return `Akwaaba Drive cannot start: the disk holding the data folder ${dataDir} is full (no space left on device). Free some space, or set DATA_DIR to a folder on another disk.`;
  if (/\bEROFS\b|read-only file system/i.test(text))
    return `Akwaaba Drive cannot start: the data folder ${dataDir} is on a read-only file system. Set DATA_DIR to a writable folder.`;
  if (/\bEACCES\b|permission denied/i.test(text) && text.includes(dataDir))
    return `Akwaaba Drive cannot start: the data folder ${dataDir} is not writable by this user. Set DATA_DIR to a writable folder, or fix its permissions.`;
  return null;
}

/** An error's code, message and causes as one text. */
function describe(error: unknown, depth = 0): string {
  if (!error || typeof error !== 'object' || depth > 5) return String(error ?? '');
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  return [code, message, describe(cause, depth + 1)].filter(Boolean).join(' ');
}
