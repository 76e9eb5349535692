import type { ReactNode } from 'react';
import { Alert } from '#web/components/ui/alert';
import { StatusMessage, type StatusMessageState } from '#web/components/ui/status-message';

type FormMessagesProps = {
  form: {
    problem: { message: string; attempt: number } | null;
    status: StatusMessageState | null;
  };
  /** A way out offered with the problem (e.g. enter as a guest, ask for a new link). */
  action?: ReactNode;
};

/** The form's problem (an alert, announced again on each attempt) and its success message. */
export function FormMessages({ form, action }: FormMessagesProps) {
  return (
    <>
      {form.problem && (
        <Alert key={form.problem.attempt} tone="error" action={action}>
          {form.problem.message}
        </Alert>
      )}
      <StatusMessage message={form.status} />
    </>
  );
}
