import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { nextTabIndex } from '#web/components/ui/tab-keys';
import { errorMessage } from '#web/lib/api-client';
import type { UploadProgress } from '#web/lib/upload-file';
import { articleExtensions } from '../article-extensions';
import { cursorBelowPicture } from '../cursor-below-picture';
import { LinkDialog } from './link-dialog';
import './rich-text-editor.css';
import { TextSelection } from '@tiptap/pm/state';

export type UploadedPicture = { url: string; width?: number; height?: number };

export type RichTextEditorProps = {
  /** The HTML the editor starts with; later changes of this prop are not applied. */
  initialHtml: string;
  /** Every change, as HTML ("" when the editor is empty). */
  onChange: (html: string) => void;
  /** The id of the visible label that names the editing area (本文). */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /**
   * Stores a picture chosen with 画像 and resolves with its address. Without it the toolbar has no
   * 画像 (pages that take no pictures: legal pages, notices), rather than a button that always fails.
   */
  uploadImage?: (file: File, onProgress: (percent: UploadProgress) => void) => Promise<UploadedPicture>;
};

const acceptedImages = 'image/jpeg,image/png,image/webp,image/gif';

type ToggleKey = 'heading1' | 'heading2' | 'heading3' | 'bold' | 'italic' | 'bulletList' | 'orderedList';

type ToolbarButton =
  { key: ToggleKey; label: string; run: (editor: Editor) => void } | { key: 'image' | 'link'; label: string };

const toolbar: readonly ToolbarButton[] = [
  {
    key: 'heading1',
    label: copy.admin.toolbar.heading1,
    run: (editor) => editor.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    key: 'heading2',
    label: copy.admin.toolbar.heading2,
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    label: copy.admin.toolbar.heading3,
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { key: 'bold', label: copy.admin.toolbar.bold, run: (editor) => editor.chain().focus().toggleBold().run() },
  {
    key: 'italic',
    label: copy.admin.toolbar.italic,
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'bulletList',
    label: copy.admin.toolbar.bulletList,
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: copy.admin.toolbar.orderedList,
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  { key: 'image', label: copy.admin.toolbar.image },
  { key: 'link', label: copy.admin.toolbar.link },
];

function activeMarks(editor: Editor): Record<ToggleKey | 'link', boolean> {
  return {
    heading1: editor.isActive('heading', { level: 1 }),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
  };
}

function editorAttributes(labelledBy: string, describedBy: string | undefined, invalid: boolean) {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    class: 'rich-text-editor__area',
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  return attributes;
}

function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The same article, but for empty paragraphs at its end. */
function sameText(a: string, b: string): boolean {
  const trimmed = (html: string) => html.replace(/(<p><\/p>)+$/, '');
  return trimmed(a) === trimmed(b);
}

/**
 * The article editor (Tiptap): a toolbar of headings 1–3, bold, italic, lists, picture and link,
 * above the editing area. Loaded only by the admin screens, as its own chunk.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  uploadImage,
}: RichTextEditorProps) {
  const id = useId();
  const areaId = `${id}-area`;
  const tools = uploadImage ? toolbar : toolbar.filter((button) => button.key !== 'image');
  const progressId = `${id}-progress`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // What the form last heard, as the editor writes it. The editor adds an empty paragraph after a
  // final list, heading or picture as soon as it is focused (so the cursor can go below it); that
  // is no change of hers, and must not make the form "unsaved".
  // Text typed and taken back again is the text she opened: the form is told the stored text
  // itself (an older article's `<br />` or `&nbsp;` come back from the editor written otherwise).
  const lastSent = useRef<string | null>(null);
  const opened = useRef<{ stored: string; asWritten: string } | null>(null);
  const editor = useEditor({
    extensions: articleExtensions,
    content: initialHtml,
    editorProps: { attributes: { ...editorAttributes(labelledBy, describedBy, invalid), id: areaId } },
    onCreate: ({ editor: created }) => {
      const asWritten = htmlOf(created);
      opened.current = { stored: initialHtml, asWritten };
      lastSent.current = asWritten;
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (lastSent.current !== null && sameText(html, lastSent.current)) return;
      lastSent.current = html;
      const backToOpened = opened.current !== null && sameText(html, opened.current.asWritten);
      onChangeRef.current(backToOpened && opened.current ? opened.current.stored : html);
    },
  });

  // The error under the field comes and goes: the editing area's description follows it.
  useEffect(() => {
    editor.setOptions({
      editorProps: { attributes: { ...editorAttributes(labelledBy, describedBy, invalid), id: areaId } },
    });
  }, [editor, labelledBy, describedBy, invalid, areaId]);

  const active = useEditorState({ editor, selector: ({ editor: current }) => activeMarks(current) });

  // Toolbar: one tab stop, arrow keys move between the buttons (WAI-ARIA toolbar pattern).
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onToolbarKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, tools.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  // 画像: a file picker, the upload with its progress, then the picture where the cursor was.
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | undefined>(undefined);
  const [uploadProblem, setUploadProblem] = useState<{ message: string; attempt: number } | null>(null);
  const uploading = progress !== undefined;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || uploading || !uploadImage) return;
    setUploadProblem(null);
    setProgress(0);
    uploadImage(file, setProgress)
      .then((picture) => {
        editor
          .chain()
          .focus()
          .setImage({
            src: picture.url,
            alt: '',
            ...(picture.width ? { width: picture.width } : {}),
            ...(picture.height ? { height: picture.height } : {}),
          })
          .command(({ tr }) => {
            cursorBelowPicture(tr);
            return true;
          })
          .run();
      })
      .catch((error: unknown) => {
        setUploadProblem((last) => ({ message: errorMessage(error), attempt: (last?.attempt ?? 0) + 1 }));
      })
      .finally(() => setProgress(undefined));
  };

  // リンク: a small dialog asks for the address.
  const [linkOpen, setLinkOpen] = useState(false);
  const currentHref = (): string => {
    const href: unknown = editor.getAttributes('link').href;
    return typeof href === 'string' ? href : '';
  };
  const applyLink = (url: string) => {
    setLinkOpen(false);
    // The dialog is still open (the editor is inert): the focus comes back in afterClose.
    const chain = editor.chain().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      // The caret goes after the linked words, so the next key typed does not replace them.
      chain
        .setLink({ href: url })
        .command(({ tr }) => {
          tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)));
          return true;
        })
        .run();
    }
  };
  const removeLink = () => {
    setLinkOpen(false);
    editor.chain().extendMarkRange('link').unsetLink().run();
  };

  const press = (button: ToolbarButton) => {
    if ('run' in button) button.run(editor);
    else if (button.key === 'link') setLinkOpen(true);
    else if (!uploading) fileInput.current?.click();
  };

  return (
    <div className={['rich-text-editor', invalid && 'rich-text-editor--invalid'].filter(Boolean).join(' ')}>
      <div
        role="toolbar"
        aria-label={copy.admin.editor.toolbarLabel}
        aria-controls={areaId}
        className="rich-text-editor__toolbar"
      >
        {tools.map((button, index) => {
          const pressed = button.key === 'image' || button.key === 'link' ? undefined : active[button.key];
          return (
            <button
              key={button.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={`rich-text-editor__tool rich-text-editor__tool--${button.key}`}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-pressed={pressed}
              aria-haspopup={button.key === 'link' ? 'dialog' : undefined}
              aria-disabled={(button.key === 'image' && uploading) || undefined}
              // Keeps the selection in the editor while the pointer presses a tool.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onKeyDown={(event) => onToolbarKey(event, index)}
              onClick={() => press(button)}
            >
              {button.label}
            </button>
          );
        })}
      </div>
      <EditorContent editor={editor} className="rich-text-editor__content" />
      {uploadImage && (
        <input
          ref={fileInput}
          type="file"
          accept={acceptedImages}
          hidden
          tabIndex={-1}
          onChange={onFileChosen}
        />
      )}
      {uploading && (
        <div className="rich-text-editor__progress">
          <label htmlFor={progressId}>{copy.admin.uploading}</label>
          <progress id={progressId} max={100} value={progress ?? undefined} />
        </div>
      )}
      {uploadProblem && (
        <Alert key={uploadProblem.attempt} tone="error">
          {uploadProblem.message}
        </Alert>
      )}
      <LinkDialog
        open={linkOpen}
        initialUrl={linkOpen ? currentHref() : ''}
        canRemove={active.link}
        onApply={applyLink}
        onRemove={removeLink}
        onClose={() => setLinkOpen(false)}
        // At once, not a frame later as the focus command does: keys pressed next belong to the editor.
        afterClose={() => editor.view.focus()}
      />
    </div>
  );
}
