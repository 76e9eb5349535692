import { useId, type ReactNode } from 'react';

/** What an article editor gets from the form holding it (the editor itself is loaded by the route). */
export type RichTextEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the visible label (本文). */
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
};

export type RenderRichTextEditor = (props: RichTextEditorProps) => ReactNode;

type RichTextFieldProps = {
  label: string;
  /** The form's field name: a problem with it brings the keyboard here (found by data-field). */
  name: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error: string | undefined;
  renderEditor: RenderRichTextEditor;
};

/** A labelled article editor with its problem below, as the content and notice forms show 本文. */
export function RichTextField({
  label,
  name,
  initialHtml,
  onChange,
  error,
  renderEditor,
}: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="field" data-field={name}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      {renderEditor({
        initialHtml,
        onChange,
        labelledBy: labelId,
        describedBy: error ? errorId : undefined,
        invalid: Boolean(error),
      })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
