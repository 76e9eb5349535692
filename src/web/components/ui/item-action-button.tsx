import type { ComponentProps } from 'react';
import { Button } from './button';

type ItemActionButtonProps = Omit<ComponentProps<typeof Button>, 'aria-describedby' | 'aria-disabled'> & {
  /** The id of what names the item (her e-mail): a screen reader hears whom the button acts on. */
  itemId: string;
  /** A request about this item is on its way: the button says it cannot be pressed, and a press does nothing. */
  busy: boolean;
};

/** A button acting on one item of a staff list (a member, a staff member, an invitation). */
export function ItemActionButton({ itemId, busy, onClick, ...rest }: ItemActionButtonProps) {
  return (
    <Button
      {...rest}
      onClick={(event) => {
        if (!busy) onClick?.(event);
      }}
      aria-describedby={itemId}
      aria-disabled={busy || undefined}
    />
  );
}
