import type { DownloadedFile } from '@/lib/api/api-client.ts';

/** Hands the bytes to the browser as a download, under their name; the page stays. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has surely started the download (revoked at once, Firefox may lose it).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
