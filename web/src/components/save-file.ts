import type { DownloadedFile } from '#app/api/calls.ts';

/** Hands a downloaded file to the browser to save under its name, as a link with `download` would. */
export function saveFile({ file, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file only after the click returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
