import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { canSearch, searchProblem, searchWordsFromAddress } from '#shared/checks/search-checks.js';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { queryParams } from '#web/config/paths';
import { searchQueryOptions, useContentSearch } from '#web/features/contents/api/search-contents';
import { PagedContentList } from '#web/features/contents/components/paged-content-list';
import { SearchSuggestions } from '#web/features/contents/components/search-suggestions';
import { useDocumentTitle } from '#web/hooks/use-document-title';

const searchedFor = (params: URLSearchParams) => searchWordsFromAddress(params.get(queryParams.search));

// The results are on their way (or, from the page's own answers, in the first render) while the
// screen's code loads, as on the lists.
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const query = searchedFor(new URL(request.url).searchParams);
    // prefetch does not read the options' enabled: words the API would refuse are not sent.
    if (canSearch(query)) void queryClient.prefetchInfiniteQuery(searchQueryOptions(query));
    return null;
  };

/** Results of the header's search field (?q=), as the same cards as the lists. */
export default function SearchRoute() {
  useDocumentTitle(copy.member.searchHeading);
  const [searchParams] = useSearchParams();
  const query = searchedFor(searchParams);
  const results = useContentSearch(query);
  // Nine words from a bookmark or a shared link: said as the header's field says it, without a
  // 再読み込み that would send them again; the field above holds them to shorten.
  const problem = query === '' ? null : searchProblem(query);
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
          {problem ? (
            <Alert tone="error">{problem.message}</Alert>
          ) : (
            <>
              <PagedContentList query={results} emptyMessage={copy.member.noSearchResults(query)} />
              {suggestions && <SearchSuggestions suggestions={suggestions} />}
            </>
          )}
        </div>
      )}
    </>
  );
}
