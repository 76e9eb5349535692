import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonVariant } from './button-class';
import './button.css';

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; block?: boolean };

export function Button({ variant, block, className, type = 'button', ...rest }: ButtonProps) {
  // type defaults to "button" so a button inside a form never submits it by accident.
  return <button type={type} className={buttonClassName({ variant, block, className })} {...rest} />;
}
