import { type ReactNode, useState } from 'react';
import { ActionMenu, type ActionMenuProps } from './action-menu';

type MenuButtonProps = Omit<ActionMenuProps, 'anchor' | 'onClose' | 'label'> & {
  /** The trigger's accessible name; the menu is named the same unless `menuLabel` says otherwise. */
  label: string;
  menuLabel?: string;
  className?: string;
  children: ReactNode;
};

/** A button that opens an ActionMenu below it and closes it when clicked again. */
export function ActionMenuButton({ label, menuLabel, className, children, ...menu }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | undefined>();
  return (
    <>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={anchor !== undefined}
        aria-label={label}
        data-state={anchor ? 'open' : 'closed'}
        className={className}
        onClick={(event) => setAnchor(anchor ? undefined : event.currentTarget)}
      >
        {children}
      </button>
      {anchor ? (
        <ActionMenu
          {...menu}
          anchor={anchor}
          label={menuLabel ?? label}
          onClose={() => setAnchor(undefined)}
        />
      ) : null}
    </>
  );
}
