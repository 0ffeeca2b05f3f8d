/** What a file is for decides where it is kept, who may see it and which types are allowed. */
export const UPLOAD_PURPOSES = ['car-photo', 'car-paper', 'profile-photo', 'identity-document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PAPER_TYPES = [...IMAGE_TYPES, 'application/pdf'];

interface PurposeRule {
  folder: string;
  /** Public files are served to anyone at /objects/...; private ones only through signed links. */
  public: boolean;
  allowedTypes: string[];
  wrongTypeMessage: string;
}

export const PURPOSE_RULES: Record<UploadPurpose, PurposeRule> = {
  'car-photo': {
    folder: 'car-photos',
    public: true,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  'profile-photo': {
    folder: 'profile-photos',
    public: true,
    allowedTypes: IMAGE_TYPES,
    wrongTypeMessage: 'You can only upload: JPEG, PNG or WebP images. This file is not one.',
  },
  'car-paper': {
    folder: 'car-papers',
    public: false,
    allowedTypes: PAPER_TYPES,
    wrongTypeMessage: 'You can only upload: a PDF or a JPEG, PNG or WebP image. This file is neither.',
  },
  'identity-document': {
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
