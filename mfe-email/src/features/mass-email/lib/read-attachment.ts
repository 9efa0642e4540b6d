import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENTS_TOTAL_MAX_BYTES, type EmailAttachment } from '@greenroom/contracts';

export interface PickedAttachment extends EmailAttachment {
  size: number;
}

/** The spec's checks before a file is added; the server checks again, by content. */
export function attachmentProblem(file: File, current: PickedAttachment[]): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension))
    return `File '${file.name}' is not an allowed type (pdf, doc, docx, png, jpg, jpeg).`;
  if (file.size > ATTACHMENT_MAX_BYTES) return `File '${file.name}' exceeds the 10MB size limit.`;
  const total = current.reduce((sum, item) => sum + item.size, 0) + file.size;
  if (total > ATTACHMENTS_TOTAL_MAX_BYTES) return 'Total attachment size would exceed 20MB. Please remove some files first.';
  return null;
}

export function readAttachment(file: File): Promise<PickedAttachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve({ filename: file.name, type: file.type, size: file.size, content: result.slice(result.indexOf(',') + 1), disposition: 'attachment' });
    };
    reader.onerror = () => reject(new Error(`Failed to process attachment: ${file.name}`));
    reader.readAsDataURL(file);
  });
}
