import { copy } from '../../../../shared/copy.js';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function MypageRoute() {
  useDocumentTitle(copy.mypage.heading);
  return <h1>{copy.mypage.heading}</h1>;
}
