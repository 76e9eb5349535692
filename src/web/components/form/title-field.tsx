import { TextField } from '#web/components/ui/text-field';
import type { BindsFields } from './form-field-binding';

/** The longest title a post takes (contents and notices; their schemas say the same). */
const titleMaxLength = 200;

type TitleFieldProps<Name extends string> = {
  form: BindsFields<Name>;
  name: Name;
  label: string;
  maxLength?: number;
};

/** A title (a content's, a notice's, the site's name): required, and never filled in by the browser. */
export function TitleField<Name extends string>({
  form,
  name,
  label,
  maxLength = titleMaxLength,
}: TitleFieldProps<Name>) {
  return <TextField label={label} autoComplete="off" maxLength={maxLength} {...form.field(name)} required />;
}
