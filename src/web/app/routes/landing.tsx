import { Link } from 'react-router';
import { copy } from '../../../shared/copy.js';
import { Logo } from '../../components/logo';
import { SkipLink, mainContentId } from '../../components/skip-link';
import { buttonClassName } from '../../components/ui/button-class';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import './landing.css';

export default function LandingRoute() {
  useDocumentTitle();
  return (
    <div className="landing">
      <SkipLink />
      <header className="landing__header">
        <Logo />
      </header>
      <main id={mainContentId} tabIndex={-1}>
        <section className="landing__hero">
          <h1 className="landing__title">{copy.site.defaultName}</h1>
          <p className="landing__tagline">{copy.site.tagline}</p>
          <div className="landing__actions">
            <Link to={paths.gate} className={buttonClassName()}>
              {copy.landing.toGate}
            </Link>
            <Link to={paths.login} className={buttonClassName({ variant: 'secondary' })}>
              {copy.landing.toLogin}
            </Link>
          </div>
        </section>
      </main>
    </div>
  );
}
