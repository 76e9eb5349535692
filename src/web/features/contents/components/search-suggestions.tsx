import { Link } from 'react-router';
import { categoryLabels } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { ContentSearchPage } from '#shared/schemas/contents.js';
import { paths } from '#web/config/paths';
import './search-suggestions.css';

type Suggestions = NonNullable<ContentSearchPage['suggestions']>;

/** When a search finds nothing: what the server found worth trying, as links. */
export function SearchSuggestions({ suggestions }: { suggestions: Suggestions }) {
  return (
    <div className="search-suggestions stack stack--space-3">
      <p>{suggestions.message}</p>
      {suggestions.words.length > 0 && (
        <nav aria-label={copy.member.searchSuggestedWordsLabel}>
          <h2 className="search-suggestions__heading">{copy.member.searchSuggestedWordsLabel}</h2>
          <ul className="list-row">
            {suggestions.words.map((word) => (
              <li key={word}>
                <Link className="pill search-suggestions__link" to={paths.member.searchFor(word)}>
                  {word}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={copy.member.searchSuggestedCategoriesLabel}>
        <h2 className="search-suggestions__heading">{copy.member.searchSuggestedCategoriesLabel}</h2>
        <ul className="list-row">
          {suggestions.categories.map((category) => (
            <li key={category}>
              <Link className="pill search-suggestions__link" to={paths.member.newIn(category)}>
                {categoryLabels[category]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
