import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { copy } from '#shared/copy.js';
import { Field } from './field';
import './secret-field.css';

type SecretFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  /** Shown under the label and announced with the field (the password rules, say). */
  hint?: string | undefined;
  error?: string | undefined;
  /**
   * Shown from the start: the monthly passphrase is a shared word, not a secret of hers, and only
   * a text field lets a phone's Japanese keyboard type kana (password fields switch it off).
   * Account passwords start hidden.
   */
  startShown?: boolean;
};

type Caret = { start: number | null; end: number | null };

/**
 * A passphrase or password field with a 表示 / 非表示 button, so she can see what her phone typed.
 * Pressing the button leaves the keyboard and the caret in the field.
 */
export function SecretField({
  label,
  hint,
  error,
  id,
  className,
  startShown = false,
  ...input
}: SecretFieldProps) {
  const [shown, setShown] = useState(startShown);
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the caret was when the button was pressed while she was typing, put back after the
  // switch: Chromium keeps it across a type change, but an engine that rebuilds the field may not.
  const caret = useRef<Caret | null>(null);

  useLayoutEffect(() => {
    const field = inputRef.current;
    const kept = caret.current;
    caret.current = null;
    if (!field || !kept) return;
    field.focus();
    field.setSelectionRange(kept.start, kept.end);
  }, [shown]);

  const toggle = () => {
    const field = inputRef.current;
    if (field && document.activeElement === field) {
      caret.current = { start: field.selectionStart, end: field.selectionEnd };
    }
    setShown((now) => !now);
  };

  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className="secret-field">
          <input
            {...control}
            // Nothing here may narrow what she can type: no inputMode, no pattern.
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            {...input}
            ref={inputRef}
            type={shown ? 'text' : 'password'}
          />
          <button
            type="button"
            className="secret-field__toggle"
            aria-controls={control.id}
            aria-label={shown ? copy.secretField.hideNamed(label) : copy.secretField.showNamed(label)}
            // A tap must not take the focus from the field: the phone's keyboard would close.
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggle}
          >
            {shown ? copy.secretField.hide : copy.secretField.show}
          </button>
        </div>
      )}
    </Field>
  );
}
