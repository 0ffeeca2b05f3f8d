import { describe, expect, it } from 'vitest';
import { DOCUMENT_RULE, fileProblem, PHOTO_RULE } from './file-checks.ts';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('fileProblem', () => {
  it('accepts one file of an allowed type up to 5 MB', () => {
    expect(fileProblem([file('me.jpg', 'image/jpeg', 5 * 1024 * 1024)], PHOTO_RULE)).toBeNull();
    expect(fileProblem([file('licence.pdf', 'application/pdf', 2000)], DOCUMENT_RULE)).toBeNull();
  });

  it("refuses with the upload component's messages", () => {
    expect(fileProblem([file('a.jpg', 'image/jpeg', 10), file('b.jpg', 'image/jpeg', 10)], PHOTO_RULE)).toBe(
      'You can only upload 1 file(s)',
    );
    expect(fileProblem([file('licence.pdf', 'application/pdf', 2000)], PHOTO_RULE)).toBe(
      'You can only upload: JPEG, PNG, WebP',
    );
    expect(fileProblem([file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)], PHOTO_RULE)).toMatch(
      /maximum is 5 MB/,
    );
    expect(fileProblem([file('empty.jpg', 'image/jpeg', 0)], PHOTO_RULE)).toMatch(/empty/);
  });
});
