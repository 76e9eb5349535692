import type { ChangeEvent, ReactNode } from 'react';

type FilePickerProps = {
  /** The input's id; the label points at it. */
  id: string;
  /** The hint's id: the input is described by it, and by the problem while there is one. */
  hintId: string;
  label: string;
  hint: ReactNode;
  accept: string;
  className: string;
  /** The id of the field's problem message while it shows one: the input is then marked invalid. */
  problemId?: string | null;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown between the hint and the input (an image field's preview). */
  children?: ReactNode;
};

/**
 * The label, hint and file input of an upload field (images, videos, captions). Each field keeps
 * what it does with the file, its progress and its problem message itself.
 */
export function FilePicker({
  id,
  hintId,
  label,
  hint,
  accept,
  className,
  problemId,
  disabled,
  onChange,
  children,
}: FilePickerProps) {
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      {children}
      <input
        id={id}
        type="file"
        accept={accept}
        className={className}
        aria-describedby={[hintId, problemId].filter(Boolean).join(' ')}
        aria-invalid={problemId ? true : undefined}
        disabled={disabled}
        onChange={onChange}
      />
    </>
  );
}
