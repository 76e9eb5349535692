import { copy } from '../../../../shared/copy.js';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ContentDetailRoute() {
  useDocumentTitle(copy.detail.heading);
  return (
    <article className="stack">
      <div>
        <BackButton fallback={paths.member.home} />
      </div>
      <h1>{copy.detail.heading}</h1>
    </article>
  );
}
