import {
  FILE_TYPE_NAMES,
  MAX_UPLOAD_BYTES,
  PURPOSE_RULES,
  type UploadPurpose,
} from '@akwaaba/domain/uploads/upload-rules';

/** MIME type → name shown to people, for the types a purpose allows. */
const typesOf = (purpose: UploadPurpose): Readonly<Record<string, string>> =>
  Object.fromEntries(PURPOSE_RULES[purpose].allowedTypes.map((type) => [type, FILE_TYPE_NAMES[type]]));

export const PHOTO_TYPES = typesOf('car-photo');
export const PAPER_TYPES = typesOf('car-paper');
export const TRIP_PHOTO_TYPES = typesOf('trip-photo');
export const MESSAGE_PHOTO_TYPES = typesOf('message-photo');

export interface FileRule {
  /** How many files the field may hold in all. */
  maxFiles: number;
  /** MIME type → name shown to people. */
  types: Readonly<Record<string, string>>;
}

/** A file's identity for spotting the same file chosen twice. */
export const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * The upload component's checks before anything is sent (spec section 5), with its
 * messages. The server checks size and real type again; this only saves a slow upload.
 * Answers the files to upload, or the first problem.
 */
export function checkFiles(
  chosen: readonly File[],
  rule: FileRule,
  already: { count: number; keys: ReadonlySet<string> },
): { files: File[] } | { error: string } {
  if (already.count + chosen.length > rule.maxFiles)
    return { error: `You can only upload ${rule.maxFiles} file(s)` };
  const keys = new Set(already.keys);
  for (const file of chosen) {
    if (keys.has(fileKey(file))) return { error: 'Cannot add the duplicate file' };
    keys.add(fileKey(file));
    if (file.size === 0) return { error: `${file.name} is empty. Choose the file again.` };
    if (file.size > MAX_UPLOAD_BYTES)
      return { error: `${file.name} is too large. The maximum size is 5 MB.` };
    if (!(file.type in rule.types))
      return { error: `You can only upload: ${Object.values(rule.types).join(', ')}` };
  }
  return { files: [...chosen] };
}
