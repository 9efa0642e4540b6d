/** Hands the PDF to the browser as a download with the given file name. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the object URL; release it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
