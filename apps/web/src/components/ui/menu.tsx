import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const MenuRoot = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

/** A keyboard-navigable popup menu (arrow keys, Enter, Escape) in the app's style. */
export function MenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-48 rounded-lg border border-border bg-elevated p-1 text-sm text-fg shadow-lg',
          'data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({
  className,
  tone,
  ...props
}: ComponentProps<typeof DropdownMenu.Item> & { tone?: 'danger' }) {
  return (
    <DropdownMenu.Item
      className={cn(
        'flex h-9 cursor-pointer items-center gap-2 rounded-md px-2.5 outline-none select-none',
        'data-[highlighted]:bg-hover',
        tone === 'danger' ? 'text-danger' : undefined,
        className,
      )}
      {...props}
    />
  );
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cn('px-2.5 py-2', className)} {...props} />;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-border" />;
}
