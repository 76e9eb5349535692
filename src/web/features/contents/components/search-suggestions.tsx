import { Link } from 'react-router';
import { categoryLabels } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { ContentSearchPage } from '#shared/schemas/contents.js';
import { paths } from '#web/config/paths';
import './search-suggestions.css';

type Suggestions = NonNullable<ContentSearchPage['suggestions']>;

/** A named row of links shaped like pills. */
function LinkRow({ label, links }: { label: string; links: { to: string; text: string }[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="search-suggestions__heading">{label}</h2>
      <ul className="list-row">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="pill search-suggestions__link" to={link.to}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** When a search finds nothing: what the server found worth trying, as links. */
export function SearchSuggestions({ suggestions }: { suggestions: Suggestions }) {
  return (
    <div className="search-suggestions stack stack--space-3">
      <p>{suggestions.message}</p>
      {suggestions.words.length > 0 && (
        <LinkRow
          label={copy.member.searchSuggestedWordsLabel}
          links={suggestions.words.map((word) => ({ to: paths.member.searchFor(word), text: word }))}
        />
      )}
      <LinkRow
        label={copy.member.searchSuggestedCategoriesLabel}
        links={suggestions.categories.map((category) => ({
          to: paths.member.newIn(category),
          text: categoryLabels[category],
        }))}
      />
    </div>
  );
}
