import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type WholeNumberFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** A count typed by staff (days, minutes, views): the phone shows its number pad. */
export function WholeNumberField(field: WholeNumberFieldProps) {
  return <TextField type="number" inputMode="numeric" {...field} />;
}
