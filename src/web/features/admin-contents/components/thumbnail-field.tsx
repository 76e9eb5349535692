import { useId, useState, type ChangeEvent } from 'react';
import { copy } from '../../../../shared/copy.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/upload-file';
import { uploadImage } from '../api/upload-image';

export type Thumbnail = { key: string; url: string | null };

type ThumbnailFieldProps = {
  value: Thumbnail | null;
  onChange: (value: Thumbnail | null) => void;
  /** Reports an upload under way, so the form waits for it before saving. */
  onUploadingChange: (uploading: boolean) => void;
};

const acceptedImages = 'image/jpeg,image/png,image/webp,image/gif';

/** サムネイル画像: a file picker, the upload's progress bar, a preview and a button to take it off. */
export function ThumbnailField({ value, onChange, onUploadingChange }: ThumbnailFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const progressId = `${id}-progress`;
  const [progress, setProgress] = useState<UploadProgress | undefined>(undefined);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const uploading = progress !== undefined;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || uploading) return;
    setProblem(null);
    setProgress(0);
    onUploadingChange(true);
    uploadImage(file, 'thumbnail', { onProgress: setProgress })
      .then((image) => onChange({ key: image.key, url: image.url }))
      .catch((error: unknown) =>
        setProblem((last) => ({ message: errorMessage(error), attempt: (last?.attempt ?? 0) + 1 })),
      )
      .finally(() => {
        // The same file may be chosen again (after a failure, or after taking it off).
        input.value = '';
        setProgress(undefined);
        onUploadingChange(false);
      });
  };

  return (
    <div className="field thumbnail-field">
      <label className="field__label" htmlFor={inputId}>
        {copy.admin.labels.thumbnail}
      </label>
      <p id={hintId} className="field__hint">
        {copy.admin.thumbnailHint}
      </p>
      {value?.url && (
        <img className="thumbnail-field__preview" src={value.url} alt={copy.admin.thumbnailPreview} />
      )}
      <input
        id={inputId}
        type="file"
        accept={acceptedImages}
        className="thumbnail-field__input"
        aria-describedby={[hintId, problem && errorId].filter(Boolean).join(' ')}
        aria-invalid={problem ? true : undefined}
        onChange={onFileChosen}
      />
      {uploading && (
        <div className="upload-progress">
          <label htmlFor={progressId}>{copy.admin.uploading}</label>
          <progress id={progressId} max={100} value={progress ?? undefined} />
        </div>
      )}
      {problem && (
        <p key={problem.attempt} id={errorId} role="alert" className="field__error">
          {problem.message}
        </p>
      )}
      {value && !uploading && (
        <div>
          <Button variant="secondary" onClick={() => onChange(null)}>
            {copy.admin.removeThumbnail}
          </Button>
        </div>
      )}
    </div>
  );
}
