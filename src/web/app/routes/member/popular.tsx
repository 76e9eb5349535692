import { copy } from '../../../../shared/copy.js';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function PopularListRoute() {
  useDocumentTitle(copy.member.listHeadings.popular);
  return <h1>{copy.member.listHeadings.popular}</h1>;
}
