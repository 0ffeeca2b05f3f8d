import { describe, expect, it } from 'vitest';
import { checkFiles, PAPER_TYPES, PHOTO_TYPES } from './file-checks.ts';

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });
const none = { count: 0, keys: new Set<string>() };
const photos = { maxFiles: 5, types: PHOTO_TYPES };

describe('checkFiles (the upload component’s rules)', () => {
  it('accepts up to five images', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`${i}.jpg`, 'image/jpeg'));
    expect(checkFiles(five, photos, none)).toEqual({ files: five });
  });

  it('refuses a sixth image', () => {
    expect(checkFiles([file('6.jpg', 'image/jpeg')], photos, { count: 5, keys: new Set() })).toEqual({
      error: 'You can only upload 5 file(s)',
    });
  });

  it('refuses a file over 5 MB', () => {
    expect(checkFiles([file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)], photos, none)).toEqual({
      error: 'big.jpg is too large. The maximum size is 5 MB.',
    });
  });

  it('refuses a PDF as a photo, but takes it as a paper', () => {
    const pdf = file('papers.pdf', 'application/pdf');
    expect(checkFiles([pdf], photos, none)).toEqual({ error: 'You can only upload: JPEG, PNG, WebP' });
    expect(checkFiles([pdf], { maxFiles: 1, types: PAPER_TYPES }, none)).toEqual({ files: [pdf] });
  });

  it('refuses the same file twice', () => {
    const same = file('a.jpg', 'image/jpeg');
    expect(checkFiles([same, same], photos, none)).toEqual({ error: 'Cannot add the duplicate file' });
  });
});
