import { lazy, Suspense } from 'react';
import { Spinner } from '#web/components/ui/spinner';
import { uploadImage } from '#web/features/contents/api/upload-image';
import type { RichTextEditorProps } from '#web/components/form/rich-text-field';

// The article editor (Tiptap and ProseMirror) is big and only staff need it: it is its own chunk,
// loaded when an admin screen first shows an article's body.
const RichTextEditor = lazy(() => import('#web/features/editor/components/rich-text-editor'));

/** The post and edit screens' 本文: the editor, with pictures uploaded as article images. */
export function renderBodyEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <RichTextEditor
        {...props}
        uploadImage={(file, onProgress) => uploadImage(file, 'image', { onProgress })}
      />
    </Suspense>
  );
}
