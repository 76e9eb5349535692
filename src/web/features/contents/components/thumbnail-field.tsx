import { copy } from '#shared/copy.js';
import { ImageUploadField, type UploadedImage } from '#web/components/image-upload-field';
import { uploadImage } from '../api/upload-image';

type ThumbnailFieldProps = {
  value: UploadedImage | null;
  onChange: (value: UploadedImage | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

const words = {
  label: copy.admin.labels.thumbnail,
  hint: copy.admin.thumbnailHint,
  preview: copy.admin.thumbnailPreview,
  remove: copy.admin.removeThumbnail,
};

/** サムネイル画像, uploaded as a thumbnail (800 px wide). */
export function ThumbnailField(props: ThumbnailFieldProps) {
  return (
    <ImageUploadField
      {...props}
      words={words}
      upload={(file, onProgress) => uploadImage(file, 'thumbnail', { onProgress })}
    />
  );
}
