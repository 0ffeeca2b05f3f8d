/*
 * The upload rules, once for the browser's checks before a byte is sent, the API's body
 * limit and the storage adapter's check of each file's real type (spec section 9).
 */

/** What a file is for decides where it is kept, who may see it and which types are allowed. */
export const UPLOAD_PURPOSES = [
  'car-photo',
  'car-paper',
  'profile-photo',
  'identity-document',
  'trip-photo',
  'message-photo',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Each type a file may have, by the name people know it by. */
export const FILE_TYPE_NAMES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
} as const;
export type FileType = keyof typeof FILE_TYPE_NAMES;

const IMAGE_TYPES: FileType[] = ['image/jpeg', 'image/png', 'image/webp'];
const PAPER_TYPES: FileType[] = [...IMAGE_TYPES, 'application/pdf'];

interface PurposeRule {
  folder: string;
  /** Public files are served to anyone at /objects/...; private ones only through signed links. */
  public: boolean;
  allowedTypes: FileType[];
  /** How many files one field of this purpose holds. */
  maxFiles: number;
  wrongTypeMessage: string;
}

export const PURPOSE_RULES: Record<UploadPurpose, PurposeRule> = {
  'car-photo': {
    maxFiles: 5,
    folder: 'car-photos',
    public: true,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  'profile-photo': {
    maxFiles: 1,
    folder: 'profile-photos',
    public: true,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  'car-paper': {
    maxFiles: 1,
    folder: 'car-papers',
    public: false,
    allowedTypes: PAPER_TYPES,
    wrongTypeMessage: 'You can only upload: a PDF or a JPEG, PNG or WebP image. This file is neither.',
  },
  /** Handover, return and damage photos: seen only by the booking's two parties and admins. */
  'trip-photo': {
    maxFiles: 8,
    folder: 'trip-photos',
    public: false,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  /** A photo sent in a conversation: seen only by its two participants (and an admin a report lets in). */
  'message-photo': {
    maxFiles: 1,
    folder: 'message-photos',
    public: false,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  'identity-document': {
    maxFiles: 1,
    folder: 'identity-documents',
    public: false,
    allowedTypes: PAPER_TYPES,
    wrongTypeMessage: 'You can only upload: a PDF or a JPEG, PNG or WebP image. This file is neither.',
  },
};

export const PRIVATE_FOLDERS = Object.values(PURPOSE_RULES)
  .filter((rule) => !rule.public)
  .map((rule) => rule.folder);

export const PUBLIC_FOLDERS = Object.values(PURPOSE_RULES)
  .filter((rule) => rule.public)
  .map((rule) => rule.folder);

export const TOO_LARGE_MESSAGE = 'This file is too large. The maximum size is 5 MB.';
export const EMPTY_FILE_MESSAGE = 'This file is empty. Choose the file again.';

/** The allowed types' names, as the upload component lists them: "JPEG, PNG, WebP". */
export const typeNamesOf = (purpose: UploadPurpose) =>
  PURPOSE_RULES[purpose].allowedTypes.map((type) => FILE_TYPE_NAMES[type]).join(', ');

/** Whether a file of this type (as declared, or as read from its bytes) may be kept for this purpose. */
export const allowsType = (purpose: UploadPurpose, type: string) =>
  PURPOSE_RULES[purpose].allowedTypes.some((allowed) => allowed === type);
