import { copy } from '../../../../shared/copy.js';
import { LinkSection } from '../../../components/link-section';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function MemberHomeRoute() {
  useDocumentTitle(copy.member.homeHeading);
  return (
    <>
      {/* The tabs already say where we are; the heading is for screen readers' outline. */}
      <h1 className="visually-hidden">{copy.member.homeHeading}</h1>
      <LinkSection heading={copy.member.sections.new} moreHref={paths.member.new} />
      <LinkSection heading={copy.member.sections.featured} moreHref={paths.member.featured} />
      <LinkSection heading={copy.member.sections.popular} moreHref={paths.member.popular} />
    </>
  );
}
