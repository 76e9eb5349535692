// The public landing page's visible part. The build prerenders it into complete HTML documents
// (landing-document.tsx) with placeholders for the settings the server fills in per request; the
// web app's /landing route shows it with the real settings when no prerendered page is served (dev).
// No JavaScript: the menu is in-page links and every part is plain HTML and CSS.
import type { ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import { Logo } from '../components/logo';
import { SkipLink, mainContentId } from '../components/skip-link';
import { paths } from '../config/paths';
import { HeroArt, serviceIcons } from './illustrations';
import './landing.css';

export type LandingSettings = {
  siteName: string;
  /** The join sections show only when this is set. */
  joinUrl: string | null;
  /** The community service's link shows only when this is set. */
  communityUrl: string | null;
  /**
   * The footer's links to the legal pages. The build puts a placeholder here that the server
   * replaces with the links of the pages the owner has written (src/server/web/fill-landing.ts).
   */
  legalLinks?: string;
};

/** The in-page anchors of the header menu. */
const sections = { home: 'home', services: 'services', reviews: 'reviews' } as const;

const text = copy.landing;

function Header({ siteName }: { siteName: string }) {
  const keys = Object.keys(sections) as Array<keyof typeof sections>;
  return (
    <header className="site-header lp-header">
      <div className="lp-inner lp-header__inner">
        <a className="lp-brand" href={`#${sections.home}`}>
          <Logo name={siteName} />
        </a>
        <nav className="lp-nav" aria-label={text.menuLabel}>
          <ul className="list-row lp-nav__list">
            {keys.map((key) => (
              <li key={key}>
                <a className="lp-nav__link" href={`#${sections[key]}`}>
                  {text.menu[key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function JoinButton({ joinUrl }: { joinUrl: string }) {
  return (
    <>
      <a className="lp-button lp-button--primary lp-button--wide" href={joinUrl}>
        {text.join}
      </a>
      <p className="lp-join__note">{text.joinNote}</p>
    </>
  );
}

function MemberLinks() {
  return (
    <div className="lp-actions">
      <a className="lp-button lp-button--secondary" href={paths.gate}>
        {text.toGate}
      </a>
      <a className="lp-button lp-button--secondary" href={paths.login}>
        {text.toLogin}
      </a>
    </div>
  );
}

function Hero({ siteName, joinUrl }: Pick<LandingSettings, 'siteName' | 'joinUrl'>) {
  return (
    <section id={sections.home} className="lp-hero" aria-labelledby="lp-home-title">
      <div className="lp-inner lp-hero__inner">
        <div className="lp-hero__text">
          <p className="lp-hero__eyebrow">{text.heroEyebrow}</p>
          <h1 id="lp-home-title" className="lp-hero__title">
            {siteName}
          </h1>
          <p className="lp-hero__tagline">{copy.site.tagline}</p>
          <p className="lp-hero__lead">{text.heroLead}</p>
          {joinUrl !== null && (
            <div className="lp-join">
              <JoinButton joinUrl={joinUrl} />
            </div>
          )}
          <div className="lp-hero__members">
            <p className="lp-hero__members-label">{text.membersHeading}</p>
            <MemberLinks />
          </div>
        </div>
        <div className="lp-hero__art">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}

/**
 * A band of the page under its h2, which names it (aria-labelledby); `anchor` is the id the header
 * menu links to, `lead` the line under the heading.
 */
function LandingSection({
  name,
  anchor,
  className,
  heading,
  lead,
  children,
}: {
  name: string;
  anchor?: string;
  className?: string;
  heading: string;
  lead?: string;
  children: ReactNode;
}) {
  const titleId = `lp-${name}-title`;
  return (
    <section
      id={anchor}
      className={className === undefined ? 'lp-section' : `lp-section ${className}`}
      aria-labelledby={titleId}
    >
      <div className="lp-inner">
        <h2 id={titleId} className="lp-section__title">
          {heading}
        </h2>
        {lead !== undefined && <p className="lp-section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

function Services({ communityUrl }: Pick<LandingSettings, 'communityUrl'>) {
  return (
    <LandingSection
      name="services"
      anchor={sections.services}
      heading={text.servicesHeading}
      lead={text.servicesLead}
    >
      <ul className="lp-grid">
        {text.services.map((service, index) => (
          <li key={service.title} className="lp-card lp-service">
            <span className="lp-service__icon">{serviceIcons[index]}</span>
            <h3 className="lp-service__title">{service.title}</h3>
            <p>{service.text}</p>
            <ul className="lp-service__points">
              {service.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {/* The third service is the community: its link shows when the install has one. */}
            {index === 2 && communityUrl !== null && (
              <p>
                <a className="lp-text-link" href={communityUrl}>
                  {text.communityLink}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function Reviews() {
  return (
    <LandingSection
      name="reviews"
      anchor={sections.reviews}
      className="lp-section--tinted"
      heading={text.reviewsHeading}
    >
      <ul className="lp-grid">
        {text.reviews.map((review) => (
          <li key={review.initials} className="lp-card lp-review">
            <figure className="lp-review__figure">
              <div className="lp-review__head">
                <span className="lp-review__avatar" aria-hidden="true">
                  {review.initials}
                </span>
                <h3 className="lp-review__headline">{review.headline}</h3>
              </div>
              <blockquote className="lp-review__story">
                <p>{review.story}</p>
              </blockquote>
              <figcaption className="lp-review__who">{text.reviewer(review.initials, review.age)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="lp-reviews__note">{text.reviewsNote}</p>
    </LandingSection>
  );
}

function Closing({ joinUrl }: Pick<LandingSettings, 'joinUrl'>) {
  return (
    <>
      {joinUrl !== null && (
        <LandingSection
          name="closing"
          className="lp-closing"
          heading={text.closingHeading}
          lead={text.closingText}
        >
          <div className="lp-closing__call">
            <JoinButton joinUrl={joinUrl} />
          </div>
        </LandingSection>
      )}
      <LandingSection
        name="members"
        className="lp-members"
        heading={text.membersHeading}
        lead={text.membersText}
      >
        <MemberLinks />
      </LandingSection>
    </>
  );
}

function Footer({ siteName, legalLinks }: Pick<LandingSettings, 'siteName' | 'legalLinks'>) {
  return (
    <footer className="lp-footer">
      <div className="lp-inner lp-footer__inner">
        {legalLinks}
        <a className="lp-text-link" href={`#${sections.home}`}>
          {text.toTop}
        </a>
        <p className="lp-footer__copyright">
          <small>{`© ${siteName}`}</small>
        </p>
      </div>
    </footer>
  );
}

/** The whole visible page; a link that is not set hides its sections. */
export function LandingBody({ siteName, joinUrl, communityUrl, legalLinks }: LandingSettings) {
  return (
    <div className="lp">
      <SkipLink />
      <Header siteName={siteName} />
      <main id={mainContentId} tabIndex={-1}>
        <Hero siteName={siteName} joinUrl={joinUrl} />
        <Services communityUrl={communityUrl} />
        <Reviews />
        <Closing joinUrl={joinUrl} />
      </main>
      <Footer siteName={siteName} legalLinks={legalLinks} />
    </div>
  );
}
