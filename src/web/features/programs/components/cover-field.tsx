import { copy } from '#shared/copy.js';
import { ImageUploadField, type UploadedImage } from '#web/components/image-upload-field';
import { uploadCover } from '../api/upload-cover';

export type Cover = UploadedImage;

type CoverFieldProps = {
  value: Cover | null;
  onChange: (value: Cover | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

const words = {
  label: copy.programs.admin.coverLabel,
  hint: copy.programs.admin.coverHint,
  preview: copy.programs.admin.coverPreview,
  remove: copy.programs.admin.removeCover,
};

/** カバー画像 of a programme. */
export function CoverField(props: CoverFieldProps) {
  return (
    <ImageUploadField
      {...props}
      words={words}
      upload={(file, onProgress) => uploadCover(file, { onProgress })}
    />
  );
}
