import { copy } from '../../../../shared/copy.js';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function NewListRoute() {
  useDocumentTitle(copy.member.listHeadings.new);
  return <h1>{copy.member.listHeadings.new}</h1>;
}
