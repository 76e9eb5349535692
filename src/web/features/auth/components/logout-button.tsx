import { useState } from 'react';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import type { ButtonVariant } from '#web/components/ui/button-class';
import { errorMessage } from '#web/lib/api-client';
import { hasUnsavedWork } from '#web/lib/unsaved-work';
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
  // A form on screen with work not saved (an article, say): asked first, as leaving it is.
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        className={className}
        onClick={() => (hasUnsavedWork() ? setAsking(true) : signOut())}
        aria-disabled={isPending || undefined}
      >
        {isPending ? copy.site.working : label}
      </Button>
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      <ConfirmDialog
        open={asking}
        question={copy.admin.unsaved.logoutQuestion}
        confirmLabel={copy.admin.unsaved.logout}
        cancelLabel={copy.admin.unsaved.stay}
        working={isPending}
        onConfirm={() => {
          setAsking(false);
          signOut();
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{copy.admin.unsaved.discardEffect}</p>
      </ConfirmDialog>
    </>
  );
}
