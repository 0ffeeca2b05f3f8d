import { describe, expect, it } from 'vitest';
import { allowsType, MAX_UPLOAD_BYTES, PURPOSE_RULES, typeNamesOf } from './upload-rules';

describe('upload rules (spec section 9)', () => {
  it('allow 5 MB per file, up to 5 car photos and one file for every other purpose', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(PURPOSE_RULES['car-photo'].maxFiles).toBe(5);
    expect(PURPOSE_RULES['car-paper'].maxFiles).toBe(1);
    expect(PURPOSE_RULES['profile-photo'].maxFiles).toBe(1);
    expect(PURPOSE_RULES['identity-document'].maxFiles).toBe(1);
  });

  it('take images for photos, and images or PDF for papers', () => {
    expect(allowsType('car-photo', 'image/webp')).toBe(true);
    expect(allowsType('car-photo', 'application/pdf')).toBe(false);
    expect(allowsType('identity-document', 'application/pdf')).toBe(true);
    expect(allowsType('car-paper', 'image/gif')).toBe(false);
  });

  it('name the allowed types as the upload component lists them', () => {
    expect(typeNamesOf('profile-photo')).toBe('JPEG, PNG, WebP');
    expect(typeNamesOf('car-paper')).toBe('JPEG, PNG, WebP, PDF');
  });
});
