import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { categories, categoryLabels, contentTypes } from '#shared/categories.js';
import { contentFields, contentProblem, type ContentField } from '#shared/checks/content-checks.js';
import { copy } from '#shared/copy.js';
import { youtubeVideoId } from '#shared/youtube.js';
import { Button } from '#web/components/ui/button';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useCreateContent } from '../api/create-content';
import { useUpdateContent } from '../api/update-content';
import { contentInputOf, type ContentFormValues } from '../content-form-values';
import { ThumbnailField } from './thumbnail-field';
import { YoutubePreview } from './youtube-preview';
import './content-form.css';

/** What the article editor gets from the form (the editor itself is loaded by the route). */
export type BodyEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the visible label 本文. */
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
};

type ContentFormProps = {
  /** null: a new post (投稿する); an id: that content is edited (更新する). */
  contentId: string | null;
  initialValues: ContentFormValues;
  renderBodyEditor: (props: BodyEditorProps) => ReactNode;
  /** Saved (with the server's message) or cancelled (no message). */
  onDone: (message?: string) => void;
};

const categoryOptions = categories.map((category) => ({ value: category, label: categoryLabels[category] }));

/** The post and edit form (docs/product.md#contents-and-the-admin-checks): one form, new mode or edit mode. */
export function ContentForm({ contentId, initialValues, renderBodyEditor, onDone }: ContentFormProps) {
  const id = useId();
  const create = useCreateContent();
  const update = useUpdateContent();
  const [values, setValues] = useState<ContentFormValues>(initialValues);
  const [uploading, setUploading] = useState(false);
  const fields = useRef<Partial<Record<ContentField, HTMLElement | null>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const saving = create.isPending || update.isPending;

  const ids = {
    body: `${id}-body`,
    bodyError: `${id}-body-error`,
    description: `${id}-description`,
    featured: `${id}-featured`,
    liveArchive: `${id}-live-archive`,
  };

  const focusField = (field: ContentField) => {
    if (field === 'body') {
      formRef.current?.querySelector<HTMLElement>(`[aria-labelledby="${ids.body}"]`)?.focus();
    } else {
      fields.current[field]?.focus();
    }
  };
  const { problem, fail, failWith, clear, clearField, errorOf } = useFormProblem<ContentField>(focusField);

  const set = <Key extends keyof ContentFormValues>(key: Key, value: ContentFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearField(key);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || uploading) return;
    const local = contentProblem(contentInputOf(values));
    if (local) {
      fail(local);
      return;
    }
    clear();
    const input = contentInputOf(values);
    const callbacks = {
      onSuccess: ({ message }: { message: string }) =>
        onDone(message || (contentId ? copy.admin.updated : copy.admin.posted)),
      onError: (error: unknown) => failWith(error, contentFields),
    };
    if (contentId) update.mutate({ id: contentId, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  const videoId = values.type === 'video' ? youtubeVideoId(values.videoUrl) : null;
  const bodyError = errorOf('body');

  return (
    <form ref={formRef} className="content-form" noValidate onSubmit={submit}>
      <FormProblem problem={problem} />
      <TextField
        ref={(element) => {
          fields.current.title = element;
        }}
        label={copy.admin.labels.title}
        name="title"
        autoComplete="off"
        maxLength={200}
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errorOf('title')}
        required
      />
      <SelectField
        label={copy.admin.labels.category}
        name="category"
        options={categoryOptions}
        value={values.category}
        onChange={(event) => set('category', event.currentTarget.value as ContentFormValues['category'])}
      />
      <fieldset className="content-form__choices">
        <legend className="field__label">{copy.admin.labels.type}</legend>
        {contentTypes.map((type) => (
          <label key={type} className="content-form__choice">
            <input
              type="radio"
              name="type"
              value={type}
              checked={values.type === type}
              onChange={() => set('type', type)}
            />
            {copy.admin.types[type]}
          </label>
        ))}
      </fieldset>
      <TextField
        ref={(element) => {
          fields.current.date = element;
        }}
        label={copy.admin.labels.date}
        name="date"
        type="date"
        value={values.date}
        onChange={(event) => set('date', event.currentTarget.value)}
        error={errorOf('date')}
        required
      />
      <div className="field">
        <label className="field__label" htmlFor={ids.description}>
          {copy.admin.labels.description}
        </label>
        <textarea
          id={ids.description}
          name="description"
          className="field__input content-form__textarea"
          rows={3}
          maxLength={2000}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
      </div>
      {values.type === 'video' ? (
        <>
          <TextField
            ref={(element) => {
              fields.current.videoUrl = element;
            }}
            label={copy.admin.labels.videoUrl}
            name="videoUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://youtu.be/..."
            maxLength={500}
            value={values.videoUrl}
            onChange={(event) => set('videoUrl', event.currentTarget.value)}
            error={errorOf('videoUrl')}
            required
          />
          {videoId && <YoutubePreview videoId={videoId} />}
        </>
      ) : (
        <div className="field">
          <span id={ids.body} className="field__label">
            {copy.admin.labels.body}
          </span>
          {renderBodyEditor({
            initialHtml: values.body,
            onChange: (html) => set('body', html),
            labelledBy: ids.body,
            describedBy: bodyError ? ids.bodyError : undefined,
            invalid: Boolean(bodyError),
          })}
          {bodyError && (
            <p id={ids.bodyError} className="field__error">
              {bodyError}
            </p>
          )}
        </div>
      )}
      <ThumbnailField
        value={values.thumbnailKey ? { key: values.thumbnailKey, url: values.thumbnailUrl } : null}
        onChange={(thumbnail) =>
          setValues((current) => ({
            ...current,
            thumbnailKey: thumbnail?.key ?? null,
            thumbnailUrl: thumbnail?.url ?? null,
          }))
        }
        onUploadingChange={setUploading}
      />
      <TextField
        label={copy.admin.labels.viewCount}
        name="viewCount"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values.viewCount}
        onChange={(event) => set('viewCount', event.currentTarget.value)}
        className="content-form__narrow"
      />
      <div className="content-form__check">
        <input
          id={ids.featured}
          type="checkbox"
          name="isFeatured"
          checked={values.isFeatured}
          onChange={(event) => set('isFeatured', event.currentTarget.checked)}
        />
        <label htmlFor={ids.featured}>{copy.admin.labels.featured}</label>
      </div>
      <div className="content-form__check">
        <input
          id={ids.liveArchive}
          type="checkbox"
          name="isLiveArchive"
          checked={values.isLiveArchive}
          onChange={(event) => set('isLiveArchive', event.currentTarget.checked)}
        />
        <label htmlFor={ids.liveArchive}>{copy.live.admin.archiveLabel}</label>
      </div>
      {values.isLiveArchive && (
        <TextField
          ref={(element) => {
            fields.current.liveLessonDate = element;
          }}
          label={copy.live.admin.archiveDate}
          name="liveLessonDate"
          type="date"
          value={values.liveLessonDate}
          onChange={(event) => set('liveLessonDate', event.currentTarget.value)}
          error={errorOf('liveLessonDate')}
          className="content-form__narrow"
          required
        />
      )}
      <div className="content-form__actions">
        <Button type="submit" aria-disabled={saving || uploading || undefined}>
          {saving ? copy.admin.working : contentId ? copy.admin.buttons.update : copy.admin.buttons.post}
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          {copy.admin.buttons.cancel}
        </Button>
      </div>
    </form>
  );
}
