/**
 * Image bytes as a data: URL. The portal's Content-Security-Policy allows data: images but not blob: ones,
 * and the image call needs the session's token, which an <img src> cannot send.
 */
export function imageDataUrl(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the image'));
    reader.readAsDataURL(new Blob([bytes as BlobPart], { type: 'image/png' }));
  });
}
