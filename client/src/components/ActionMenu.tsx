import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { classNames } from './Button';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface ActionMenuProps {
  /** The button's text ('More'). */
  label: ReactNode;
  /** Its accessible name when the text alone does not say enough ('More actions'). */
  name?: string;
  actions: readonly MenuAction[];
  className?: string;
}

/**
 * A button that opens a short menu of actions (the WAI-ARIA menu button): Enter, Space or Down opens
 * it on the first action, Up on the last; the arrows, Home and End move; Escape closes it and focus
 * returns to the button; Tab or a click elsewhere closes it. Choosing an action closes the menu and
 * puts focus back on the button before the action runs, so a dialog it opens returns focus there.
 */
export function ActionMenu({ label, name, actions, className }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menu.current);
    (focusOnOpen === 'first' ? items[0] : items.at(-1))?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, focusOnOpen]);

  const openAt = (place: 'first' | 'last') => {
    setFocusOnOpen(place);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (next[event.key] !== undefined) {
      event.preventDefault();
      items[next[event.key] as number]?.focus();
    }
  };

  return (
    <div className={classNames('action-menu', className)} ref={wrapper}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="button secondary small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={name}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label} <ChevronDown size="1em" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="action-menu-list"
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}
