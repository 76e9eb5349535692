import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { useRegister } from '../api/register';
import { registrationFields, registrationProblem } from '#shared/checks/account-checks.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { EmailField } from '#web/components/form/email-field';
import { NewPasswordFields } from '#web/components/form/new-password-fields';
import { PassphraseField } from '#web/components/form/passphrase-field';
import '#web/components/layouts/auth-form.css';

/** New account: shows the server's message, then goes to the top page after 3 seconds. */
export function RegisterForm({ requested }: { requested: string | undefined }) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    initial: { displayName: '', email: '', password: '', passwordConfirm: '', passphrase: '' },
    check: registrationProblem,
    submit: (values) => register.mutateAsync(values),
    fields: registrationFields,
    success: ({ message }) => message || copy.register.success,
    once: true,
  });

  // Done: the server's words stay a moment, then the top page.
  useEffect(() => {
    if (!form.done) return;
    const timer = setTimeout(
      () => void navigate(paths.root, { replace: true }),
      limits.redirectAfterRegisterMs,
    );
    return () => clearTimeout(timer);
  }, [form.done, navigate]);

  return (
    <>
      <form className="auth-form" {...form.formProps}>
        <FormMessages form={form} />
        <TextField
          label={copy.register.displayNameLabel}
          hint={copy.register.displayNameHint}
          autoComplete="nickname"
          maxLength={limits.displayNameMaxLength}
          {...form.field('displayName')}
        />
        <EmailField form={form} name="email" label={copy.register.emailLabel} />
        <NewPasswordFields
          form={form}
          name="password"
          label={copy.register.passwordLabel}
          confirm={{ name: 'passwordConfirm', label: copy.register.confirmLabel }}
        />
        <PassphraseField form={form} name="passphrase" label={copy.register.passphraseLabel} />
        <SubmitButton form={form} block>
          {copy.register.submit}
        </SubmitButton>
      </form>
      <ul className="auth-links">
        <li>
          <Link to={paths.loginFor(requested)}>{copy.register.toLogin}</Link>
        </li>
      </ul>
    </>
  );
}
