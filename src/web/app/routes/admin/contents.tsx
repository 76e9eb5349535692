import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { adminContentsQueryOptions } from '#web/features/contents/api/get-admin-contents';
import { ContentList } from '#web/features/contents/components/content-list';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { renderVideoState } from './content-video-parts';
import { noticeOf } from './notice-state';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(adminContentsQueryOptions);
  return null;
};

/** コンテンツ一覧, with the message of the post, edit or delete just done. */
export default function AdminContentsRoute() {
  useDocumentTitle(copy.admin.tabs.contents);
  const location = useLocation();
  // A new notice (a save or a delete just done) starts the list afresh with its words; a change
  // of the list's filter, which also makes a new location, keeps the list (and the keyboard).
  const notice = noticeOf(location.state);
  const [shown, setShown] = useState({ key: location.key, notice });
  if (notice && location.key !== shown.key) setShown({ key: location.key, notice });
  return (
    <>
      <h1>{copy.admin.tabs.contents}</h1>
      <ContentList
        key={shown.key}
        editPath={paths.adminContentEdit}
        previewPath={paths.member.content}
        renderVideoState={renderVideoState}
        notice={shown.notice}
      />
    </>
  );
}
