import { copy } from '#shared/copy.js';
import { Card } from '#web/components/ui/card';
import { GateForm } from '#web/features/auth/components/gate-form';
import { useRedirectTarget } from '#web/features/auth/use-redirect-target';
import { useDocumentTitle } from '#web/hooks/use-document-title';

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
