import { checkNotice, noticeFields } from '#shared/checks/notice-checks.js';
import { copy } from '#shared/copy.js';
import type { AdminNotice, NoticeInput } from '#shared/schemas/notices.js';
import { FormMessages } from '#web/components/form/form-messages';
import { UnsavedChangesGuard } from '#web/components/form/unsaved-changes-guard';
import { SubmitButton } from '#web/components/form/submit-button';
import { TitleField } from '#web/components/form/title-field';
import { CheckChoice, ChoiceGroup } from '#web/components/form/choice-group';
import { RichTextField, type RenderRichTextEditor } from '#web/components/form/rich-text-field';
import { PublishAtFields } from '#web/components/publishing/publish-at-fields';
import { scheduleMoment } from '#web/components/publishing/first-morning';
import { serverNow } from '#web/lib/server-clock';
import { PublishingStateField } from '#web/components/publishing/publishing-state-field';
import { useForm } from '#web/components/form/use-form';
import { TextField } from '#web/components/ui/text-field';
import { useSaveNotice } from '../api/save-notice';
import './notice-admin.css';

export function noticeInputOf(notice: AdminNotice): NoticeInput {
  return {
    title: notice.title,
    body: notice.body,
    state: notice.state,
    publishDate: notice.publishDate,
    publishTime: notice.publishTime,
    pinnedUntil: notice.pinnedUntil,
    sendPush: notice.sendPush,
    sendMail: notice.sendMail,
  };
}

type NoticeFormProps = {
  /** null: a new notice; an id: that notice is edited. */
  noticeId: string | null;
  initial: NoticeInput;
  renderBodyEditor: RenderRichTextEditor;
  /** Saved, with the server's words; the screen then shows a fresh form. */
  onSaved: (message: string) => void;
  /**
   * Filled with the form's unsaved-changes check, for the screen's own switches that stay on the
   * page (another notice to edit, 編集をやめる), which the router's question does not see.
   */
  unsavedCheck?: { current: () => boolean };
};

/** A notice: title, body (the article editor without pictures), 下書き/予約/公開, pin and sending. */
export function NoticeForm({ noticeId, initial, renderBodyEditor, onSaved, unsavedCheck }: NoticeFormProps) {
  const save = useSaveNotice();
  const form = useForm({
    initial,
    check: checkNotice,
    submit: (values) => save.mutateAsync({ id: noticeId, input: values }),
    fields: noticeFields,
    // The screen remounts the form (the editor keeps its own text) and shows the words.
    onSuccess: ({ message }) => onSaved(message),
  });
  const { values, set } = form;
  if (unsavedCheck) unsavedCheck.current = form.hasUnsavedChanges;

  return (
    <form className="notice-form" {...form.formProps}>
      <FormMessages form={form} />
      <UnsavedChangesGuard form={form} />
      <TitleField form={form} name="title" label={copy.notices.admin.titleLabel} />
      <RichTextField
        label={copy.notices.admin.bodyLabel}
        name="body"
        initialHtml={initial.body}
        onChange={(html) => set('body', html)}
        error={form.errorOf('body')}
        renderEditor={renderBodyEditor}
      />
      <PublishingStateField
        value={values.state}
        onChange={(state) => {
          set('state', state);
          // 予約 starts on a moment still to come: the next 07:00 unless she had chosen a later one.
          if (state !== 'scheduled') return;
          const coming = scheduleMoment({ date: values.publishDate, time: values.publishTime }, serverNow());
          set('publishDate', coming.date);
          set('publishTime', coming.time);
        }}
      />
      {values.state === 'scheduled' && (
        <div className="notice-form__when">
          <PublishAtFields form={form} />
        </div>
      )}
      <TextField
        label={copy.notices.admin.pinnedLabel}
        type="date"
        hint={copy.notices.admin.pinnedHint}
        {...form.field('pinnedUntil')}
      />
      <ChoiceGroup legend={copy.notices.admin.sendLegend}>
        <CheckChoice {...form.check('sendPush')}>{copy.notices.admin.sendPush}</CheckChoice>
        <CheckChoice {...form.check('sendMail')}>{copy.notices.admin.sendMail}</CheckChoice>
        <p className="field__hint">{copy.notices.admin.sendHint}</p>
      </ChoiceGroup>
      <div>
        <SubmitButton form={form}>
          {noticeId === null ? copy.notices.admin.create : copy.notices.admin.save}
        </SubmitButton>
      </div>
    </form>
  );
}
