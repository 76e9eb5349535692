import { copy } from '../../../shared/copy.js';
import { Card } from '../../components/ui/card';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function GateRoute() {
  useDocumentTitle(copy.gate.heading);
  return (
    <Card>
      <h1>{copy.gate.heading}</h1>
    </Card>
  );
}
