import { Link, useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Card } from '#web/components/ui/card';
import { paths, queryParams } from '#web/config/paths';
import { ResetPasswordForm } from '#web/features/password-reset/components/reset-password-form';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export default function ResetPasswordRoute() {
  useDocumentTitle(copy.reset.newPasswordHeading);
  const [searchParams] = useSearchParams();
  const token = searchParams.get(queryParams.resetToken);
  return (
    <Card>
      <h1>{copy.reset.newPasswordHeading}</h1>
      {token ? (
        <ResetPasswordForm key={token} token={token} />
      ) : (
        <Alert tone="error">
          <p>{copy.reset.linkInvalid}</p>
          <Link to={paths.forgotPassword}>{copy.reset.requestAgain}</Link>
        </Alert>
      )}
    </Card>
  );
}
