import { useId, useRef, useState, type ReactNode } from 'react';
import { categories, categoryLabels, contentTypes } from '#shared/categories.js';
import { contentFields } from '#shared/checks/content-checks.js';
import { copy } from '#shared/copy.js';
import type { PublishingState } from '#shared/schemas/publishing.js';
import { youtubeVideoId } from '#shared/youtube.js';
import { Button } from '#web/components/ui/button';
import { FormMessages } from '#web/components/form/form-messages';
import { UnsavedChangesGuard } from '#web/components/form/unsaved-changes-guard';
import { useAskBeforeSubmit } from '#web/components/form/use-ask-before-submit';
import { TakeDownQuestion, takingDown } from '#web/components/publishing/take-down-question';
import { SubmitButton } from '#web/components/form/submit-button';
import { TitleField } from '#web/components/form/title-field';
import { CheckChoice, ChoiceGroup, RadioChoices } from '#web/components/form/choice-group';
import { RichTextField, type RenderRichTextEditor } from '#web/components/form/rich-text-field';
import { scheduleMoment } from '#web/components/publishing/first-morning';
import { serverNow } from '#web/lib/server-clock';
import { PublishTimeField } from '#web/components/publishing/publish-at-fields';
import { PublishingStateField } from '#web/components/publishing/publishing-state-field';
import { useForm } from '#web/components/form/use-form';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { UrlField } from '#web/components/ui/url-field';
import { WholeNumberField } from '#web/components/ui/whole-number-field';
import { useCreateContent } from '../api/create-content';
import { useUpdateContent } from '../api/update-content';
import {
  contentFormProblem,
  contentInputOf,
  videoSources,
  type ContentFormValues,
} from '../content-form-values';
import { ThumbnailField } from './thumbnail-field';
import { YoutubePreview } from './youtube-preview';
import './content-form.css';

/**
 * What the video file field needs from the form (the videos feature draws it; the route composes).
 * The content may be saved while its video uploads or converts: the field does not hold the form.
 */
export type VideoUploadSlotProps = {
  videoId: string | null;
  onVideoIdChange: (videoId: string | null) => void;
};
export type RenderVideoUpload = (props: VideoUploadSlotProps) => ReactNode;
/**
 * The video upload under way, wherever it was started (the videos feature's; the route composes):
 * `videoId` names its video when the upload made it (not one resumed from an earlier upload).
 */
export type RunningVideoUpload = { videoId: () => string | null; stop: () => void };

type ContentFormProps = {
  /** null: a new post (投稿する); an id: that content is edited (更新する). */
  contentId: string | null;
  initialValues: ContentFormValues;
  renderBodyEditor: RenderRichTextEditor;
  /** The 動画ファイル field; absent: a video is a YouTube link only. */
  renderVideoUpload?: RenderVideoUpload | undefined;
  /** Leaving unsaved stops an upload of a video this form has not saved yet. */
  runningUpload?: RunningVideoUpload | undefined;
  /** Saved (with the server's message and the state it was saved in) or cancelled (neither). */
  onDone: (message?: string, savedState?: PublishingState) => void;
};

const categoryOptions = categories.map((category) => ({ value: category, label: categoryLabels[category] }));

/** The post and edit form (docs/product.md#contents-and-the-admin-checks): one form, new mode or edit mode. */
export function ContentForm({
  contentId,
  initialValues,
  renderBodyEditor,
  renderVideoUpload,
  runningUpload,
  onDone,
}: ContentFormProps) {
  const descriptionId = useId();
  const create = useCreateContent();
  const update = useUpdateContent();
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    initial: initialValues,
    check: contentFormProblem,
    submit: (values) =>
      contentId
        ? update.mutateAsync({ id: contentId, input: contentInputOf(values) })
        : create.mutateAsync(contentInputOf(values)),
    fields: contentFields,
    onSuccess: ({ message }, sent) =>
      onDone(message || (contentId ? copy.admin.updated : copy.admin.posted), sent.state),
    busy: uploading,
  });
  const { values, set } = form;
  // The 公開日 and time that choosing 予約 moved to a coming morning, given back if she turns away.
  const movedForSchedule = useRef<{ from: string; to: string; fromTime: string; toTime: string } | null>(
    null,
  );
  // A public content saved as 下書き or 予約 leaves members' lists at once: asked first, as she
  // saves (a 予約 may have gone public while the form stood open).
  const takesNow = () =>
    takingDown(
      { state: initialValues.state, day: initialValues.date, time: initialValues.publishTime },
      { state: values.state, day: values.date, time: values.publishTime },
    );
  const takes = takesNow();
  const asking = useAskBeforeSubmit(
    form,
    () => contentId !== null && takesNow() !== null && contentFormProblem(values) === null,
  );

  const uploads = renderVideoUpload !== undefined && values.videoSource === 'upload';
  const videoId = values.type === 'video' && !uploads ? youtubeVideoId(values.videoUrl) : null;
  const videoProblem = form.errorOf('videoId');
  // The upload still running is of a video only this unsaved form holds: nobody would ever use it.
  // Not while a save is on its way with it.
  const abandonsUpload = () => {
    const uploading = runningUpload?.videoId() ?? null;
    return (
      !form.pending &&
      uploading !== null &&
      uploading === values.videoId &&
      uploading !== initialValues.videoId
    );
  };

  return (
    <form className="content-form" {...asking.formProps}>
      <FormMessages form={form} />
      <UnsavedChangesGuard
        form={form}
        alsoLost={() => (abandonsUpload() ? copy.admin.unsaved.uploadLost : null)}
        onLeave={() => {
          if (abandonsUpload()) runningUpload?.stop();
        }}
      />
      <TitleField form={form} name="title" label={copy.admin.labels.title} />
      <SelectField
        label={copy.admin.labels.category}
        name="category"
        options={categoryOptions}
        value={values.category}
        onChange={(event) => set('category', event.currentTarget.value as ContentFormValues['category'])}
      />
      <ChoiceGroup legend={copy.admin.labels.type}>
        <RadioChoices
          name="type"
          options={contentTypes}
          value={values.type}
          onChange={(type) => set('type', type)}
          labelOf={(type) => copy.admin.types[type]}
        />
      </ChoiceGroup>
      <PublishingStateField
        value={values.state}
        onChange={(state) => {
          set('state', state);
          const moved = movedForSchedule.current;
          if (state === 'scheduled') {
            // 予約 starts on a moment still to come: the next 07:00 unless she had chosen a later one.
            const coming = scheduleMoment({ date: values.date, time: values.publishTime }, serverNow());
            movedForSchedule.current =
              coming.date !== values.date || coming.time !== values.publishTime
                ? { from: values.date, to: coming.date, fromTime: values.publishTime, toTime: coming.time }
                : null;
            set('date', coming.date);
            set('publishTime', coming.time);
          } else if (moved) {
            // Back from 予約 with the moment it offered untouched: the day and time she had return.
            if (values.date === moved.to && values.publishTime === moved.toTime) {
              set('date', moved.from);
              set('publishTime', moved.fromTime);
            }
            movedForSchedule.current = null;
          }
        }}
      />
      <TextField
        label={copy.publishing.dateLabel[values.state]}
        type="date"
        {...form.field('date')}
        required
      />
      {values.state === 'scheduled' && <PublishTimeField form={form} />}
      <div className="field">
        <label className="field__label" htmlFor={descriptionId}>
          {copy.admin.labels.description}
        </label>
        <textarea
          id={descriptionId}
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
          {renderVideoUpload && (
            <ChoiceGroup legend={copy.videoUpload.sourceLegend}>
              <RadioChoices
                name="videoSource"
                options={videoSources}
                value={values.videoSource}
                onChange={(source) => set('videoSource', source)}
                labelOf={(source) => copy.videoUpload.sources[source]}
              />
            </ChoiceGroup>
          )}
          {uploads ? (
            <div data-field="videoId">
              {renderVideoUpload({
                videoId: values.videoId,
                onVideoIdChange: (id) => set('videoId', id),
              })}
              {videoProblem && (
                <p role="alert" className="field__error">
                  {videoProblem}
                </p>
              )}
            </div>
          ) : (
            <UrlField
              label={copy.admin.labels.videoUrl}
              placeholder="https://youtu.be/..."
              maxLength={500}
              {...form.field('videoUrl')}
              required
            />
          )}
          {videoId && <YoutubePreview videoId={videoId} />}
        </>
      ) : (
        <RichTextField
          label={copy.admin.labels.body}
          name="body"
          initialHtml={values.body}
          onChange={(html) => set('body', html)}
          error={form.errorOf('body')}
          renderEditor={renderBodyEditor}
        />
      )}
      <ThumbnailField
        value={values.thumbnailKey ? { key: values.thumbnailKey, url: values.thumbnailUrl } : null}
        onChange={(thumbnail) => {
          set('thumbnailKey', thumbnail?.key ?? null);
          set('thumbnailUrl', thumbnail?.url ?? null);
        }}
        onUploadingChange={setUploading}
      />
      <WholeNumberField
        label={copy.admin.labels.viewCount}
        min={0}
        step={1}
        {...form.field('viewCount')}
        className="content-form__narrow"
      />
      <CheckChoice {...form.check('isFeatured')}>{copy.admin.labels.featured}</CheckChoice>
      <CheckChoice {...form.check('isLiveArchive')}>{copy.live.admin.archiveLabel}</CheckChoice>
      {values.isLiveArchive && (
        <TextField
          label={copy.live.admin.archiveDate}
          type="date"
          {...form.field('liveLessonDate')}
          className="content-form__narrow"
          required
        />
      )}
      <div className="content-form__actions">
        <SubmitButton form={form}>
          {contentId ? copy.admin.buttons.update : copy.admin.buttons.post}
        </SubmitButton>
        <Button variant="secondary" onClick={() => onDone()}>
          {copy.admin.buttons.cancel}
        </Button>
      </div>
      <TakeDownQuestion
        dialog={asking.dialog}
        takes={takes}
        title={values.title.trim()}
        effect={
          takes?.to === 'scheduled'
            ? copy.admin.takeDownEffect.scheduled(takes.date, takes.time)
            : copy.admin.takeDownEffect.draft
        }
      />
    </form>
  );
}
