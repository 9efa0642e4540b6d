import { Mark } from '@tiptap/react';

/**
 * A font size on a run of text, written as <span style="font-size: Npx"> (the form the server's sanitizer keeps).
 * Tiptap's own FontSize lives in @tiptap/extension-text-style, whose newest release on our registry pins an
 * older @tiptap/core than the editor's; this mark is the few lines of it we need.
 */
export const FontSizeMark = Mark.create({
  name: 'fontSize',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => Number.parseInt(element.style.fontSize, 10) || null,
        renderHTML: (attributes: { size?: number | null }) => (attributes.size ? { style: `font-size: ${attributes.size}px` } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (element) => (element.style.fontSize ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});
