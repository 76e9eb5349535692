import { useState } from 'react';
import { useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { ContentForm } from '#web/features/contents/components/content-form';
import { emptyContentValues, today } from '#web/features/contents/content-form-values';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { businessTimeZone } from '#web/lib/format-date';
import { renderBodyEditor } from './admin/content-body-editor';
import { renderVideoUpload, runningVideoUpload } from './admin/content-video-parts';
import { noticeState } from './admin/notice-state';

/** /admin: the admin home, the 新規投稿 form (docs/product.md#contents-and-the-admin-checks). */
export default function AdminNewPostRoute() {
  useDocumentTitle(copy.admin.tabs.newPost);
  const navigate = useNavigate();
  const [initialValues] = useState(() => emptyContentValues(today(businessTimeZone)));
  return (
    <>
      <h1>{copy.admin.tabs.newPost}</h1>
      <ContentForm
        contentId={null}
        initialValues={initialValues}
        renderBodyEditor={renderBodyEditor}
        renderVideoUpload={renderVideoUpload}
        runningUpload={runningVideoUpload}
        onDone={(message) => void navigate(paths.adminContents, { state: noticeState(message) })}
      />
    </>
  );
}
