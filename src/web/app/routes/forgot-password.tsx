import { copy } from '#shared/copy.js';
import { Card } from '#web/components/ui/card';
import { ForgotPasswordForm } from '#web/features/password-reset/components/forgot-password-form';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle(copy.reset.requestHeading);
  return (
    <Card>
      <h1>{copy.reset.requestHeading}</h1>
      <ForgotPasswordForm />
    </Card>
  );
}
