import { TextField } from '#web/components/ui/text-field';
import type { BindsFields } from './form-field-binding';

type EmailFieldProps<Name extends string> = {
  form: BindsFields<Name>;
  name: Name;
  label: string;
};

/** Her e-mail address: the phone's e-mail keyboard, and the browser may fill it in. */
export function EmailField<Name extends string>({ form, name, label }: EmailFieldProps<Name>) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...form.field(name)}
      required
    />
  );
}
