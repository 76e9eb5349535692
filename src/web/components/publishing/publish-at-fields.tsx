import { copy } from '#shared/copy.js';
import type { BindsFields } from '#web/components/form/form-field-binding';
import { TextField } from '#web/components/ui/text-field';

/** 公開時刻: the minute a 予約 goes public (contents, programs and notices share it). */
export function PublishTimeField({ form }: { form: BindsFields<'publishTime'> }) {
  return (
    <TextField
      label={copy.publishing.timeLabel}
      type="time"
      step={60}
      {...form.field('publishTime')}
      required
    />
  );
}

type PublishAtFieldsProps = { form: BindsFields<'publishDate' | 'publishTime'> };

/** 予約: the day and the minute a program or a notice goes public (shown while 予約 is chosen). */
export function PublishAtFields({ form }: PublishAtFieldsProps) {
  return (
    <>
      <TextField
        label={copy.publishing.dateLabel.scheduled}
        type="date"
        {...form.field('publishDate')}
        required
      />
      <PublishTimeField form={form} />
    </>
  );
}
