import { copy } from '../../../shared/copy.js';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function AdminRoute() {
  useDocumentTitle(copy.admin.heading);
  return <h1>{copy.admin.heading}</h1>;
}
