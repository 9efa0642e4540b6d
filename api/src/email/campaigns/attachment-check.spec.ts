import { checkAttachments } from './attachment-check';

const base64 = (bytes: number[] | Buffer) => Buffer.from(bytes).toString('base64');
const PDF = [...Buffer.from('%PDF-1.4\n')];

describe('checkAttachments', () => {
  it('accepts the allowed types by content and names their content type', () => {
    const result = checkAttachments([
      { filename: 'program.pdf', content: base64(PDF) },
      { filename: 'photo.JPG', content: base64([0xff, 0xd8, 0xff, 0xe0]) },
    ]);
    expect(result).toEqual({
      ok: true,
      attachments: [
        expect.objectContaining({ filename: 'program.pdf', contentType: 'application/pdf' }),
        expect.objectContaining({ contentType: 'image/jpeg' }),
      ],
    });
  });

  it('refuses an .exe renamed .pdf, another type, and files over the limits', () => {
    expect(checkAttachments([{ filename: 'invoice.pdf', content: base64([0x4d, 0x5a, 0x90, 0x00]) }])).toEqual({
      ok: false,
      error: "File 'invoice.pdf' is not a real PDF file.",
    });
    expect(checkAttachments([{ filename: 'setup.exe', content: base64([0x4d, 0x5a]) }])).toEqual({
      ok: false,
      error: "File 'setup.exe' is not an allowed type (pdf, doc, docx, png, jpg, jpeg).",
    });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    Buffer.from(PDF).copy(big);
    expect(checkAttachments([{ filename: 'big.pdf', content: base64(big) }])).toEqual({
      ok: false,
      error: "File 'big.pdf' exceeds the 10MB size limit.",
    });
    const nine = Buffer.alloc(9 * 1024 * 1024);
    Buffer.from(PDF).copy(nine);
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((filename) => ({ filename, content: base64(nine) }));
    expect(checkAttachments(files)).toEqual({ ok: false, error: 'Total attachment size would exceed 20MB. Please remove some files first.' });
  });
});
