import {
  MAX_UPLOAD_BYTES,
  PURPOSE_RULES,
  typeNamesOf,
  type UploadPurpose,
} from '@akwaaba/domain/uploads/upload-rules';

/** What a file input accepts, with the names people know the types by. */
export interface FileRule {
  accept: string[];
  label: string;
}

const ruleOf = (purpose: UploadPurpose): FileRule => ({
  accept: PURPOSE_RULES[purpose].allowedTypes,
  label: typeNamesOf(purpose),
});
export const PHOTO_RULE = ruleOf('profile-photo');
export const DOCUMENT_RULE = ruleOf('identity-document');

/**
 * The upload component's checks before a byte is sent (spec section 5: 1 file, 5 MB,
 * the allowed types), with its messages. The server checks size and real type again.
 * Answers the message for a refused file, or null.
 */
export function fileProblem(files: FileList | File[], rule: FileRule): string | null {
  const list = [...files];
  if (list.length > 1) return 'You can only upload 1 file(s)';
  const file = list[0];
  if (!file) return null;
  if (file.size === 0) return 'This file is empty (0 bytes). Choose another file.';
  if (file.size > MAX_UPLOAD_BYTES)
    return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the maximum is 5 MB.`;
  if (!rule.accept.includes(file.type)) return `You can only upload: ${rule.label}`;
  return null;
}
