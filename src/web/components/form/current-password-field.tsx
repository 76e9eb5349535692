import { SecretField } from '#web/components/ui/secret-field';
import type { BindsFields } from './form-field-binding';

type CurrentPasswordFieldProps<Name extends string> = {
  form: BindsFields<Name>;
  name: Name;
  label: string;
};

/** The password she has now (to sign in, or to prove it is her): a password manager fills it. */
export function CurrentPasswordField<Name extends string>({
  form,
  name,
  label,
}: CurrentPasswordFieldProps<Name>) {
  return <SecretField label={label} autoComplete="current-password" {...form.field(name)} required />;
}
