export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

type ButtonLook = { variant?: ButtonVariant; block?: boolean; className?: string | undefined };

/** Shared with links that look like buttons, so both stay identical. */
export function buttonClassName({ variant = 'primary', block = false, className }: ButtonLook = {}): string {
  return ['button', `button--${variant}`, block && 'button--block', className].filter(Boolean).join(' ');
}
