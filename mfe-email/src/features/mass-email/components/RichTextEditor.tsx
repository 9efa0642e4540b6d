import { EDITOR_FONT_SIZES, MERGE_TAGS } from '@greenroom/contracts';
import { BreakableText } from '@greenroom/sdk';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { Button, ButtonGroup, Form } from 'react-bootstrap';
import { FontSizeMark } from '../lib/font-size-mark';
import styles from './RichTextEditor.module.css';

interface Props {
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The form's value: '' empties the editor (after a send), other values are the editor's output or a restored draft. */
  value?: string;
  /** The form field's name and its control props (id, aria-invalid, aria-describedby, aria-required). */
  field?: { name: string; controlProps: Record<string, string | boolean | undefined> };
}

/** ProseMirror writes these onto the editable element; a form field adds its name and a11y state. */
function editableAttributes(field: Props['field']): Record<string, string> {
  const attributes: Record<string, string> = {
    'aria-label': 'Email content',
    'aria-multiline': 'true',
    role: 'textbox',
    class: styles.content,
    tabindex: '0',
  };
  if (!field) return attributes;
  attributes['data-field'] = field.name;
  for (const [key, value] of Object.entries(field.controlProps)) if (value !== undefined) attributes[key] = String(value);
  return attributes;
}

/** Only addresses a mail program opens safely; the server's sanitizer keeps the same schemes. */
function linkAddress(typed: string): string | null {
  const address = typed.trim();
  if (/^(https?:\/\/|mailto:)\S+$/i.test(address)) return address;
  if (/^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(address)) return `https://${address}`;
  return null;
}

/** TipTap with a small, large-buttoned toolbar, a Link button (TipTap's link extension) and the merge-tag inserter. */
export function RichTextEditor({ onChange, onBlur, value, field }: Props) {
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const hintId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), FontSizeMark],
    content: '',
    immediatelyRender: true,
    editorProps: { attributes: editableAttributes(field) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  const attributes = JSON.stringify(editableAttributes(field));
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributes) as Record<string, string> } });
  }, [editor, attributes]);

  // The form's value set from outside the editor: '' after a send, a restored draft. The editor's own typing comes
  // back as its own HTML and is left alone.
  useEffect(() => {
    if (value === '' && !editor.isEmpty) editor.commands.clearContent();
    else if (value && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const applyLink = () => {
    const href = linkAddress(address);
    if (!href) return setLinkError('Please enter a web address such as https://example.org');
    chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(false);
    setAddress('');
    setLinkError(null);
  };

  const fontSize = useEditorState({ editor, selector: ({ editor: current }) => String(current.getAttributes('fontSize').size ?? '') });

  const chain = () => editor.chain().focus();
  const chooseFontSize = (size: string) =>
    size
      ? chain()
          .setMark('fontSize', { size: Number(size) })
          .run()
      : chain().unsetMark('fontSize').run();
  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        <ButtonGroup className="flex-wrap mw-100">
          <Button variant="outline-dark" onClick={() => chain().toggleBold().run()} aria-pressed={editor.isActive('bold')}>
            <strong>Bold</strong>
          </Button>
          <Button variant="outline-dark" onClick={() => chain().toggleItalic().run()} aria-pressed={editor.isActive('italic')}>
            <em>Italic</em>
          </Button>
          <Button variant="outline-dark" onClick={() => chain().toggleUnderline().run()} aria-pressed={editor.isActive('underline')}>
            <u>Underline</u>
          </Button>
        </ButtonGroup>
        <ButtonGroup className="flex-wrap mw-100">
          <Button
            variant="outline-dark"
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
            aria-pressed={editor.isActive('heading', { level: 2 })}
          >
            Heading
          </Button>
          <Button variant="outline-dark" onClick={() => chain().toggleBulletList().run()} aria-pressed={editor.isActive('bulletList')}>
            Bullets
          </Button>
          <Button variant="outline-dark" onClick={() => chain().toggleOrderedList().run()} aria-pressed={editor.isActive('orderedList')}>
            Numbers
          </Button>
        </ButtonGroup>
        <ButtonGroup className="flex-wrap mw-100">
          <Button
            variant="outline-dark"
            onClick={() => {
              setAddress(String(editor.getAttributes('link').href ?? ''));
              setLinking(!linking);
            }}
            aria-expanded={linking}
            aria-pressed={editor.isActive('link')}
          >
            Link
          </Button>
          {editor.isActive('link') && (
            <Button variant="outline-dark" onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
              Remove link
            </Button>
          )}
        </ButtonGroup>
        <Form.Select aria-label="Font size" className={styles.fontSize} value={fontSize} onChange={(event) => chooseFontSize(event.target.value)}>
          <option value="">Normal size</option>
          {EDITOR_FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} px
            </option>
          ))}
        </Form.Select>
        <Form.Select
          aria-label="Insert merge tag"
          className={styles.mergeTags}
          value=""
          onChange={(event) => {
            if (event.target.value) chain().insertContent(`{{${event.target.value}}}`).run();
          }}
        >
          <option value="">Merge tag…</option>
          {MERGE_TAGS.map((tag) => (
            <option key={tag} value={tag}>
              {`{{${tag}}}`}
            </option>
          ))}
        </Form.Select>
      </div>
      {linking && (
        <div className={`${styles.linkForm} d-flex flex-wrap gap-2 align-items-end`}>
          <Form.Group controlId={`${hintId}-link`}>
            <Form.Label>Link address for the selected words</Form.Label>
            <Form.Control
              type="url"
              value={address}
              isInvalid={linkError !== null}
              aria-describedby={linkError ? `${hintId}-link-error` : undefined}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the link here instead of submitting the whole e-mail form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
            />
            {linkError && (
              <Form.Control.Feedback type="invalid" id={`${hintId}-link-error`}>
                {linkError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <Button variant="primary" onClick={applyLink}>
            Add link
          </Button>
          <Button variant="outline-secondary" onClick={() => setLinking(false)}>
            Cancel
          </Button>
        </div>
      )}
      <p className={`${styles.hint} mb-1`} id={hintId}>
        A merge tag can have a fallback for members without a value: <BreakableText text="{{Dues_Expire|soon}}" /> reads “soon” for them.
      </p>
      <EditorContent editor={editor} />
    </div>
  );
}
