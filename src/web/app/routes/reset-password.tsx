import { Link, useSearchParams } from 'react-router';
import { copy } from '../../../shared/copy.js';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { paths, queryParams } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function ResetPasswordRoute() {
  useDocumentTitle(copy.reset.newPasswordHeading);
  const [searchParams] = useSearchParams();
  const token = searchParams.get(queryParams.resetToken);
  return (
    <Card className="stack">
      <h1>{copy.reset.newPasswordHeading}</h1>
      {!token && (
        <Alert tone="error">
          <p>{copy.reset.linkInvalid}</p>
          <Link to={paths.forgotPassword}>{copy.reset.requestAgain}</Link>
        </Alert>
      )}
    </Card>
  );
}
