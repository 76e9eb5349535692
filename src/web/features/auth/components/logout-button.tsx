import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import type { ButtonVariant } from '#web/components/ui/button-class';
import { errorMessage } from '#web/lib/api-client';
import { useSignOut } from './use-sign-out';

type LogoutButtonProps = { destination: string; label?: string; variant?: ButtonVariant; className?: string };

/** Signs out and goes to `destination`; a failure is shown next to the button. */
export function LogoutButton({
  destination,
  label = copy.admin.logout,
  variant = 'secondary',
  className,
}: LogoutButtonProps) {
  const { signOut, isPending, error } = useSignOut(destination);
  return (
    <>
      <Button
        variant={variant}
        className={className}
        onClick={signOut}
        aria-disabled={isPending || undefined}
      >
        {isPending ? copy.site.working : label}
      </Button>
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
    </>
  );
}
