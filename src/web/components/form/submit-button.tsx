import type { ComponentProps } from 'react';
import { copy } from '#shared/copy.js';
import { Button } from '#web/components/ui/button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'form'> & {
  form: { submitProps: { type: 'submit'; 'aria-disabled': true | undefined }; pending: boolean };
};

/** A useForm form's send button: it says 処理中... while her request is on its way. */
export function SubmitButton({ form, children, ...rest }: SubmitButtonProps) {
  return (
    <Button {...rest} {...form.submitProps}>
      {form.pending ? copy.site.working : children}
    </Button>
  );
}
