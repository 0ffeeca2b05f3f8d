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

/**
 * Who may upload a file of a purpose: anyone signed in (everyone may list a car, keep a profile
 * and write messages), or only someone with a trip under way to record it on (a confirmed
 * booking they rent or host).
 */
export type Uploader = 'signed-in user' | 'trip party';

interface PurposeRule {
  folder: string;
  uploader: Uploader;
  /** Public files are served to anyone at /objects/...; private ones only through signed links. */
  public: boolean;
  allowedTypes: FileType[];
  /** How many files one field of this purpose holds. */
  maxFiles: number;
  wrongTypeMessage: string;
}

export const PURPOSE_RULES: Record<UploadPurpose, PurposeRule> = {
  'car-photo': {
    uploader: 'signed-in user',
    maxFiles: 5,
    folder: 'car-photos',
    public: true,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  'profile-photo': {
    uploader: 'signed-in user',
    maxFiles: 1,
    folder: 'profile-photos',
    public: true,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  'car-paper': {
    uploader: 'signed-in user',
    maxFiles: 1,
    folder: 'car-papers',
    public: false,
    allowedTypes: PAPER_TYPES,
    wrongTypeMessage: 'You can only upload: a PDF or a JPEG, PNG or WebP image. This file is neither.',
  },
  /** Handover, return and damage photos: seen only by the booking's two parties and admins. */
  'trip-photo': {
    uploader: 'trip party',
    maxFiles: 8,
    folder: 'trip-photos',
    public: false,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  /** A photo sent in a conversation: seen only by its two participants (and an admin a report lets in). */
  'message-photo': {
    uploader: 'signed-in user',
    maxFiles: 1,
    folder: 'message-photos',
    public: false,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  'identity-document': {
    uploader: 'signed-in user',
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

/**
 * The most pixels an image may have: a 48-megapixel phone's photo is 8000 × 6000, well above
 * what any screen of the product shows. Checked from the image's header before it is decoded,
 * so a small file that unpacks to gigabytes (a 16,000 × 16,000 PNG is a few kilobytes) never is.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** An upload nothing shows this long after it was made (or last named by a command) is removed. */
export const UNATTACHED_UPLOAD_HOURS = 24;

export const TOO_LARGE_MESSAGE = 'This file is too large. The maximum size is 5 MB.';
export const EMPTY_FILE_MESSAGE = 'This file is empty. Choose the file again.';
export const TOO_MANY_PIXELS_MESSAGE =
  'This image has too many pixels: at most 50 megapixels (8000 × 6000). Choose a smaller image.';
export const DAMAGED_IMAGE_MESSAGE =
  'This image is damaged or incomplete and cannot be opened. Choose the file again.';
export const TRIP_PARTY_ONLY_MESSAGE =
  'Trip photos can only be uploaded for a trip of yours: a confirmed booking you rent or host.';

/** The allowed types' names, as the upload component lists them: "JPEG, PNG, WebP". */
export const typeNamesOf = (purpose: UploadPurpose) =>
  PURPOSE_RULES[purpose].allowedTypes.map((type) => FILE_TYPE_NAMES[type]).join(', ');

/** Whether a file of this type (as declared, or as read from its bytes) may be kept for this purpose. */
export const allowsType = (purpose: UploadPurpose, type: string) =>
  PURPOSE_RULES[purpose].allowedTypes.some((allowed) => allowed === type);
