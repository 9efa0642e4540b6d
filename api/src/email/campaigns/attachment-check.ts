import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_TOTAL_MAX_BYTES, type EmailAttachment } from '@greenroom/contracts';

/** The first bytes each allowed type must start with: a renamed .exe is caught by content, not name. */
const SIGNATURES: Record<string, { contentType: string; magic: number[] }> = {
  pdf: { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  png: { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  doc: { contentType: 'application/msword', magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: [0x50, 0x4b, 0x03, 0x04] },
};

export interface CheckedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type AttachmentCheck = { ok: true; attachments: CheckedAttachment[] } | { ok: false; error: string };

/** Errors use the spec's wording; the caller prefixes 'Please fix the attachment issue: '. */
export function checkAttachments(attachments: EmailAttachment[]): AttachmentCheck {
  const checked: CheckedAttachment[] = [];
  let total = 0;
  for (const attachment of attachments) {
    const name = attachment.filename.replace(/[\r\n"\\/]/g, '_');
    const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
    const signature = SIGNATURES[extension];
    if (!signature) return { ok: false, error: `File '${name}' is not an allowed type (pdf, doc, docx, png, jpg, jpeg).` };
    const content = Buffer.from(attachment.content, 'base64');
    if (content.length > ATTACHMENT_MAX_BYTES) return { ok: false, error: `File '${name}' exceeds the 10MB size limit.` };
    total += content.length;
    if (total > ATTACHMENTS_TOTAL_MAX_BYTES) return { ok: false, error: 'Total attachment size would exceed 20MB. Please remove some files first.' };
    if (!signature.magic.every((byte, index) => content[index] === byte)) {
      return { ok: false, error: `File '${name}' is not a real ${extension.toUpperCase()} file.` };
    }
    checked.push({ filename: name, contentType: signature.contentType, content });
  }
  return { ok: true, attachments: checked };
}
