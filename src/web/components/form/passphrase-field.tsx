import { SecretField } from '#web/components/ui/secret-field';
import type { BindsFields } from './form-field-binding';

type PassphraseFieldProps<Name extends string> = {
  form: BindsFields<Name>;
  name: Name;
  label: string;
};

/**
 * This month's passphrase: shown from the start (a shared word, typed in kana) and never offered
 * by a password manager, since it changes every month.
 */
export function PassphraseField<Name extends string>({ form, name, label }: PassphraseFieldProps<Name>) {
  return <SecretField label={label} startShown autoComplete="off" {...form.field(name)} required />;
}
