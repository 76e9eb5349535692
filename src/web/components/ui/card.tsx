import type { ComponentProps } from 'react';
import './card.css';

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={['card', className].filter(Boolean).join(' ')} {...rest} />;
}
