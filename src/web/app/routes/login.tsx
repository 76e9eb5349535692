import { copy } from '../../../shared/copy.js';
import { Card } from '../../components/ui/card';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function LoginRoute() {
  useDocumentTitle(copy.login.heading);
  return (
    <Card>
      <h1>{copy.login.heading}</h1>
    </Card>
  );
}
