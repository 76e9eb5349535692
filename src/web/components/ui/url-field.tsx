import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type UrlFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete'>;

/**
 * A web address typed by staff: the phone shows its address keyboard, and the browser offers
 * nothing remembered from other sites. The placeholder shows the scheme the checks want.
 */
export function UrlField({ placeholder = 'https://', ...field }: UrlFieldProps) {
  return <TextField type="url" inputMode="url" autoComplete="off" placeholder={placeholder} {...field} />;
}
