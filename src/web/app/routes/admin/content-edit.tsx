import type { QueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { copy } from '#shared/copy.js';
import { QueryProblem } from '#web/components/query-problem';
import { Alert } from '#web/components/ui/alert';
import { Spinner } from '#web/components/ui/spinner';
import { paths } from '#web/config/paths';
import { adminContentQueryOptions, useAdminContent } from '#web/features/contents/api/get-admin-content';
import { ContentForm } from '#web/features/contents/components/content-form';
import { SampleNote } from '#web/features/contents/components/sample-mark';
import { contentValuesOf } from '#web/features/contents/content-form-values';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { ApiError } from '#web/lib/api-client';
import { backToList } from '#web/lib/back-to-list';
import { renderBodyEditor } from './content-body-editor';
import { renderVideoUpload, runningVideoUpload } from './content-video-parts';
import { noticeState } from './notice-state';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(adminContentQueryOptions(params.id));
    return null;
  };

/** /admin/contents/:id/edit: the post form in edit mode, filled with the content. */
export default function AdminContentEditRoute() {
  useDocumentTitle(copy.admin.editHeading);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Back to the list as she left it (its filter), whether she saved or cancelled.
  const { state } = useLocation();
  const list = backToList(paths.adminContents, state);
  const content = useAdminContent(id);

  let body;
  if (content.data) {
    body = (
      <>
        {content.data.isSample && <SampleNote />}
        <ContentForm
          key={content.data.id}
          contentId={content.data.id}
          initialValues={contentValuesOf(content.data)}
          renderBodyEditor={renderBodyEditor}
          renderVideoUpload={renderVideoUpload}
          runningUpload={runningVideoUpload}
          onDone={(message, saved) =>
            void navigate(backToList(paths.adminContents, state, saved), { state: noticeState(message) })
          }
        />
      </>
    );
  } else if (content.error instanceof ApiError && content.error.status === 404) {
    body = (
      <>
        <Alert tone="error">{copy.detail.notFound}</Alert>
        <p>
          <Link to={list}>{copy.admin.tabs.contents}</Link>
        </p>
      </>
    );
  } else if (content.isError) {
    body = <QueryProblem query={content} />;
  } else {
    body = <Spinner />;
  }

  return (
    <>
      <h1>{copy.admin.editHeading}</h1>
      {body}
    </>
  );
}
