import type { ComponentProps } from 'react';
import { Field } from './field';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Shown under the field and announced with it; also marks the field invalid. */
  error?: string | undefined;
  hint?: string | undefined;
};

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
