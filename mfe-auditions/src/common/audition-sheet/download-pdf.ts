import { saveFile } from '@greenroom/sdk';

/** Hands the PDF to the browser as a download with the given file name. */
export const downloadPdf = (bytes: Uint8Array, fileName: string) => saveFile(fileName, bytes as BlobPart, 'application/pdf');
