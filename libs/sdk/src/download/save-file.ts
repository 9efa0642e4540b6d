/**
 * Hands content the app fetched (with the bearer token, so a plain link could not) to the browser as a download.
 * CSV is `text/csv;charset=utf-8`, a PDF `application/pdf`.
 */
export function saveFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; release it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const CSV_TYPE = 'text/csv;charset=utf-8';
