import { useId, useState, type ChangeEvent } from 'react';
import { copy } from '#shared/copy.js';
import { errorMessage } from '../lib/api-client';
import type { UploadProgress } from '../lib/upload-file';
import { FilePicker } from './form/file-picker';
import { Button } from './ui/button';
import './image-upload-field.css';

export type UploadedImage = { key: string; url: string | null };

type ImageUploadFieldProps = {
  value: UploadedImage | null;
  onChange: (value: UploadedImage | null) => void;
  /** Reports an upload under way, so the form waits for it before saving. */
  onUploadingChange: (uploading: boolean) => void;
  upload: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<UploadedImage>;
  words: { label: string; hint: string; preview: string; remove: string };
};

const acceptedImages = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * An image for a form (a thumbnail, a programme's cover): a file picker, the upload's progress
 * bar, a preview and a button to take it off. The form's save takes the uploaded file.
 */
export function ImageUploadField({
  value,
  onChange,
  onUploadingChange,
  upload,
  words,
}: ImageUploadFieldProps) {
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
    upload(file, setProgress)
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
    <div className="field image-upload-field">
      <FilePicker
        id={inputId}
        hintId={hintId}
        label={words.label}
        hint={words.hint}
        accept={acceptedImages}
        className="image-upload-field__input"
        problemId={problem ? errorId : null}
        onChange={onFileChosen}
      >
        {value?.url && <img className="image-upload-field__preview" src={value.url} alt={words.preview} />}
      </FilePicker>
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
            {words.remove}
          </Button>
        </div>
      )}
    </div>
  );
}
