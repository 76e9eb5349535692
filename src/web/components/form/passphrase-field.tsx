import { copy } from '#shared/copy.js';
import { SecretField } from '#web/components/ui/secret-field';
import type { BindsFields } from './form-field-binding';

type PassphraseFieldProps<Name extends string> = {
  form: BindsFields<Name>;
  name: Name;
  label: string;
};

/**
 * This month's passphrase: shown from the start (a shared word, typed in kana) and never offered
 * by a password manager, since it changes every month. Its hint says what the comparison forgives,
 * so a phone's keyboard turning くもかめ into クモカメ worries nobody.
 */
export function PassphraseField<Name extends string>({ form, name, label }: PassphraseFieldProps<Name>) {
  return (
    <SecretField
      label={label}
      hint={copy.site.passphraseHint}
      startShown
      autoComplete="off"
      {...form.field(name)}
      required
    />
  );
}
