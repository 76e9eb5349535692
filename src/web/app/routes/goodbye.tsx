import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { buttonClassName } from '#web/components/ui/button-class';
import { Card } from '#web/components/ui/card';
import { paths } from '#web/config/paths';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** After 退会: a polite goodbye; nobody is signed in any more, and she may register again. */
export default function GoodbyeRoute() {
  useDocumentTitle(copy.leaving.goodbyeHeading);
  return (
    <Card className="stack">
      <h1>{copy.leaving.goodbyeHeading}</h1>
      <p>{copy.leaving.goodbyeText}</p>
      <p>{copy.leaving.goodbyeAgain}</p>
      <Link to={paths.landing} className={buttonClassName({ variant: 'secondary' })}>
        {copy.leaving.toLanding}
      </Link>
    </Card>
  );
}
