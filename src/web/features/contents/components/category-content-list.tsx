import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import type { ListName } from '#shared/schemas/contents.js';
import { TabPanel } from '#web/components/ui/tabs';
import { queryParams } from '#web/config/paths';
import { useContentList } from '../api/get-content-list';
import { CategoryTabs, parseCategory, type CategoryChoice } from './category-tabs';
import { isLiveArchiveFilter, LiveArchiveFilter } from './live-archive-filter';
import { PagedContentList } from './paged-content-list';

/**
 * A list screen's body: the category tabs and the list they control. The chosen category is kept
 * in the address (?category=), so reloading, sharing and going back keep it.
 */
export function CategoryContentList({ list }: { list: ListName }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = parseCategory(searchParams.get(queryParams.category));
  const liveArchive = isLiveArchiveFilter(searchParams);
  const query = useContentList(list, selected === 'all' ? undefined : selected, liveArchive);
  const idBase = `${list}-categories`;

  const toggleLiveArchive = () => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (liveArchive) next.delete(queryParams.archive);
        else next.set(queryParams.archive, 'live');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const select = (choice: CategoryChoice) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (choice === 'all') next.delete(queryParams.category);
        else next.set(queryParams.category, choice);
        return next;
      },
      // Switching tabs is not a new page: "back" leaves the list rather than stepping through tabs.
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="stack">
      <LiveArchiveFilter pressed={liveArchive} onToggle={toggleLiveArchive} />
      <CategoryTabs selected={selected} onSelect={select} idBase={idBase} />
      <TabPanel idBase={idBase} selected={selected}>
        <PagedContentList
          query={query}
          emptyMessage={
            liveArchive
              ? copy.live.noArchives
              : selected === 'all'
                ? copy.member.emptyList
                : copy.member.emptyCategory
          }
        />
      </TabPanel>
    </div>
  );
}
