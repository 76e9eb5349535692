import { copy } from '../../../shared/copy.js';
import { Card } from '../../components/ui/card';
import { GateForm } from '../../features/auth/components/gate-form';
import { useRedirectTarget } from '../../features/auth/use-redirect-target';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function GateRoute() {
  useDocumentTitle(copy.gate.heading);
  const { destination, requested } = useRedirectTarget();
  return (
    <Card>
      <h1>{copy.gate.heading}</h1>
      <GateForm destination={destination} requested={requested} />
    </Card>
  );
}
