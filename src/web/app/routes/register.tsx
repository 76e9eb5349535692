import { copy } from '../../../shared/copy.js';
import { Card } from '../../components/ui/card';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function RegisterRoute() {
  useDocumentTitle(copy.register.heading);
  return (
    <Card>
      <h1>{copy.register.heading}</h1>
    </Card>
  );
}
