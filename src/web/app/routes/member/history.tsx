import { copy } from '../../../../shared/copy.js';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function HistoryRoute() {
  useDocumentTitle(copy.history.heading);
  return <h1>{copy.history.heading}</h1>;
}
