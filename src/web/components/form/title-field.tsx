import { TextField } from '#web/components/ui/text-field';
import type { BindsFields } from './form-field-binding';

/** The longest title a post takes (contents and notices; their schemas say the same). */
const titleMaxLength = 200;

/** A post's title (a content, a notice): required, and never filled in by the browser. */
export function TitleField({ form, label }: { form: BindsFields<'title'>; label: string }) {
  return (
    <TextField
      label={label}
      autoComplete="off"
      maxLength={titleMaxLength}
      {...form.field('title')}
      required
    />
  );
}
