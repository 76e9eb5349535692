import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { invitationSignUpFields, invitationSignUpProblem } from '#shared/checks/staff-checks.js';
import { copy } from '#shared/copy.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { NewPasswordFields } from '#web/components/form/new-password-fields';
import { useForm } from '#web/components/form/use-form';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { buttonClassName } from '#web/components/ui/button-class';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useAcceptInvitation, useSignUpFromInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import '#web/components/layouts/auth-form.css';

const words = copy.staff.invitation;

type InvitationPageProps = {
  token: string;
  /** The member signed in on this browser, if any. */
  signedInEmail: string | null;
  /** Where signing in starts, coming back here. */
  loginPath: string;
  /** A logout button, for someone signed in with another address. */
  logout: ReactNode;
};

/**
 * The page the invitation mail links to (docs/product.md#staff-roles): a dead link says why; an
 * address with an account accepts signed in as her; a new address makes its account here.
 */
export function InvitationPage({ token, signedInEmail, loginPath, logout }: InvitationPageProps) {
  const invitation = useInvitation(token);
  if (invitation.isError) {
    return (
      <Alert tone="error">
        <p>{errorMessage(invitation.error)}</p>
        <Link to={paths.login}>{words.toLogin}</Link>
      </Alert>
    );
  }
  if (!invitation.data) {
    return (
      <>
        <p>{words.checking}</p>
        <Spinner />
      </>
    );
  }
  const details = invitation.data;
  return (
    <>
      <p>{words.intro(details.email, copy.staff.roles[details.role])}</p>
      {!details.hasAccount ? (
        <SignUpForm token={token} />
      ) : signedInEmail === details.email ? (
        <AcceptButton token={token} />
      ) : signedInEmail ? (
        <Alert tone="error" action={logout}>
          {words.wrongAccount(details.email)}
        </Alert>
      ) : (
        <SignInFirst loginPath={loginPath} />
      )}
    </>
  );
}

function SignInFirst({ loginPath }: { loginPath: string }) {
  return (
    <>
      <p>{words.signInFirst}</p>
      <p>
        <Link className={buttonClassName({ block: true })} to={loginPath}>
          {words.signIn}
        </Link>
      </p>
      <p>{words.noPassword}</p>
      <p>
        <Link to={paths.forgotPassword}>{words.setPassword}</Link>
      </p>
    </>
  );
}

function ToAdmin() {
  return (
    <p>
      <Link to={paths.admin}>{words.toAdmin}</Link>
    </p>
  );
}

function AcceptButton({ token }: { token: string }) {
  const accept = useAcceptInvitation();
  const { message, report } = useStatusMessage();
  if (accept.isSuccess) {
    return (
      <>
        <StatusMessage message={message} />
        <ToAdmin />
      </>
    );
  }
  return (
    <>
      <StatusMessage message={message} />
      <Button
        block
        aria-disabled={accept.isPending || undefined}
        onClick={() =>
          !accept.isPending &&
          accept.mutate(token, {
            onSuccess: ({ message: text }) => report('success', text),
            onError: (error) => report('error', errorMessage(error)),
          })
        }
      >
        {accept.isPending ? copy.site.working : words.accept}
      </Button>
    </>
  );
}

function SignUpForm({ token }: { token: string }) {
  const signUp = useSignUpFromInvitation();
  const form = useForm({
    initial: { displayName: '', password: '', passwordConfirm: '' },
    check: invitationSignUpProblem,
    submit: (values) => signUp.mutateAsync({ token, ...values }),
    fields: invitationSignUpFields,
    success: ({ message }) => message,
    once: true,
  });
  if (form.done) {
    return (
      <>
        <FormMessages form={form} />
        <ToAdmin />
      </>
    );
  }
  return (
    <form className="auth-form" {...form.formProps}>
      <p>{words.newAccountIntro}</p>
      <FormMessages form={form} />
      <TextField label={words.displayNameLabel} autoComplete="name" {...form.field('displayName')} />
      <NewPasswordFields
        form={form}
        name="password"
        label={words.passwordLabel}
        confirm={{ name: 'passwordConfirm', label: words.passwordConfirmLabel }}
      />
      <SubmitButton form={form} block>
        {words.createAccount}
      </SubmitButton>
    </form>
  );
}
