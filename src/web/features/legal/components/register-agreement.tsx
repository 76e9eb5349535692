import { Fragment } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { legalPagePaths, type LegalPageKey } from '#shared/legal-pages.js';
import { useLegalLinks } from '../api/get-legal-links';
import './register-agreement.css';

/** What a member agrees to by registering; 特定商取引法に基づく表記 is information, not an agreement. */
const agreedTo: readonly LegalPageKey[] = ['terms', 'privacy'];

/**
 * 登録すると、利用規約とプライバシーポリシーに同意したものとみなされます。 with a link for each page
 * the owner has written; only the written ones are named, and no line when neither is.
 */
export function RegisterAgreement() {
  const links = useLegalLinks();
  const written = new Set(links.data?.pages.map(({ page }) => page));
  const pages = agreedTo.filter((page) => written.has(page));
  if (pages.length === 0) return null;
  return (
    <p className="register-agreement">
      {copy.legal.agreementStart}
      {pages.map((page, index) => (
        <Fragment key={page}>
          {index > 0 && copy.legal.agreementJoin}
          <Link to={legalPagePaths[page]}>{copy.legal.titles[page]}</Link>
        </Fragment>
      ))}
      {copy.legal.agreementEnd}
    </p>
  );
}
