import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { queryParams } from '#web/config/paths';
import { searchQueryMaxLength, useContentSearch } from '#web/features/contents/api/search-contents';
import { PagedContentList } from '#web/features/contents/components/paged-content-list';
import { SearchSuggestions } from '#web/features/contents/components/search-suggestions';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** Results of the header's search field (?q=), as the same cards as the lists. */
export default function SearchRoute() {
  useDocumentTitle(copy.member.searchHeading);
  const [searchParams] = useSearchParams();
  const query = (searchParams.get(queryParams.search) ?? '').trim().slice(0, searchQueryMaxLength);
  const results = useContentSearch(query);
  // Only a first page without results carries them.
  const suggestions = results.data?.pages[0]?.suggestions;

  return (
    <>
      <h1>{copy.member.searchHeading}</h1>
      {query === '' ? (
        <p>{copy.member.searchPrompt}</p>
      ) : (
        <div className="stack">
          <p>{copy.member.searchSummary(query)}</p>
          <PagedContentList query={results} emptyMessage={copy.member.noSearchResults(query)} />
          {suggestions && <SearchSuggestions suggestions={suggestions} />}
        </div>
      )}
    </>
  );
}
