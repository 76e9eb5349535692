import { copy } from '../../../../shared/copy.js';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function FeaturedListRoute() {
  useDocumentTitle(copy.member.listHeadings.featured);
  return <h1>{copy.member.listHeadings.featured}</h1>;
}
