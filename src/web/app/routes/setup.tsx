import { copy } from '../../../shared/copy.js';
import { Card } from '../../components/ui/card';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function SetupRoute() {
  useDocumentTitle(copy.setup.heading);
  return (
    <Card>
      <h1>{copy.setup.heading}</h1>
    </Card>
  );
}
