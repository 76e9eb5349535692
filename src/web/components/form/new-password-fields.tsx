import { passwordRulesHint } from '#shared/checks/account-checks.js';
import { SecretField } from '#web/components/ui/secret-field';
import type { BindsFields } from './form-field-binding';

type NewPasswordFieldsProps<Name extends string> = {
  form: BindsFields<Name>;
  name: Name;
  label: string;
  /** The same password again; left out where the form asks for it once. */
  confirm?: { name: Name; label: string };
  minLength?: number;
};

/** A new password with the rules under it, and (most forms) the same password again to confirm. */
export function NewPasswordFields<Name extends string>({
  form,
  name,
  label,
  confirm,
  minLength,
}: NewPasswordFieldsProps<Name>) {
  return (
    <>
      <SecretField
        label={label}
        hint={passwordRulesHint}
        autoComplete="new-password"
        minLength={minLength}
        {...form.field(name)}
        required
      />
      {confirm && (
        <SecretField
          label={confirm.label}
          autoComplete="new-password"
          {...form.field(confirm.name)}
          required
        />
      )}
    </>
  );
}
