import { copy } from '#shared/copy.js';
import { Card } from '#web/components/ui/card';
import { RegisterForm } from '#web/features/auth/components/register-form';
import { useRedirectTarget } from '#web/features/auth/use-redirect-target';
import { RegisterAgreement } from '#web/features/legal/components/register-agreement';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export default function RegisterRoute() {
  useDocumentTitle(copy.register.heading);
  const { requested } = useRedirectTarget();
  return (
    <Card>
      <h1>{copy.register.heading}</h1>
      <RegisterForm requested={requested} />
      <RegisterAgreement />
    </Card>
  );
}
