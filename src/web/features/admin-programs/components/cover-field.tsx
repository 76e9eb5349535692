import { useId, useState, type ChangeEvent } from 'react';
import { copy } from '../../../../shared/copy.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/upload-file';
import { uploadCover } from '../api/upload-cover';

export type Cover = { key: string; url: string | null };

type CoverFieldProps = {
  value: Cover | null;
  onChange: (value: Cover | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

/** カバー画像: pick a file, watch it upload, see it, take it off. The save takes the upload. */
export function CoverField({ value, onChange, onUploadingChange }: CoverFieldProps) {
  const id = useId();
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
    uploadCover(file, { onProgress: setProgress })
      .then((image) => onChange({ key: image.key, url: image.url }))
      .catch((error: unknown) =>
        setProblem((last) => ({ message: errorMessage(error), attempt: (last?.attempt ?? 0) + 1 })),
      )
      .finally(() => {
        input.value = '';
        setProgress(undefined);
        onUploadingChange(false);
      });
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-input`}>
        {copy.programs.admin.coverLabel}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {copy.programs.admin.coverHint}
      </p>
      {value?.url && (
        <img className="program-form__cover" src={value.url} alt={copy.programs.admin.coverPreview} />
      )}
      <input
        id={`${id}-input`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-describedby={[`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ')}
        aria-invalid={problem ? true : undefined}
        onChange={onFileChosen}
      />
      {uploading && (
        <div className="upload-progress">
          <label htmlFor={`${id}-progress`}>{copy.admin.uploading}</label>
          <progress id={`${id}-progress`} max={100} value={progress ?? undefined} />
        </div>
      )}
      {problem && (
        <p key={problem.attempt} id={`${id}-error`} role="alert" className="field__error">
          {problem.message}
        </p>
      )}
      {value && !uploading && (
        <div>
          <Button variant="secondary" onClick={() => onChange(null)}>
            {copy.programs.admin.removeCover}
          </Button>
        </div>
      )}
    </div>
  );
}
