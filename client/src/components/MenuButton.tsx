import './popup-menu.css';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { classNames } from './Button';
import { menuKeyTarget } from './menu-keys';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface MenuButtonProps {
  /** The button's accessible name, saying whose actions these are ('More actions for Aurora'). */
  name: string;
  /** What the button shows (an icon); `name` is what it is called. */
  children: ReactNode;
  actions: readonly MenuAction[];
  /** Classes for the wrapper, beside `popup-menu` (a screen hides or places the whole menu by them). */
  className?: string;
  /** A round icon button (the default), or the app's small secondary button with a text label. */
  look?: 'icon' | 'button';
}

type FocusOnOpen = 'first' | 'last';

/**
 * A button that opens a short menu of actions (the WAI-ARIA menu button). Enter, Space, a click or
 * Down open it on the first action, Up on the last; Down, Up, Home, End and a letter move; Escape
 * closes it and focus returns to the button; Tab closes it and moves on from the button; a click
 * elsewhere closes it. Choosing an action closes the menu and puts focus back on the button before
 * the action runs, so a dialog it opens gives focus back to the button when it closes.
 *
 * The menu is shown in the top layer (a manual popover) beside the button, so a container that
 * clips or scrolls (a table's scroll box) never cuts it off.
 */
export function MenuButton({ name, children, actions, className, look = 'icon' }: MenuButtonProps) {
  const [openAt, setOpenAt] = useState<FocusOnOpen | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useLayoutEffect(() => {
    const list = menu.current;
    const opener = button.current;
    if (!openAt || !list || !opener) return;
    if (typeof list.showPopover === 'function') list.showPopover();
    const place = () => placeMenu(list, opener.getBoundingClientRect());
    place();
    const items = menuItems(list);
    (openAt === 'first' ? items[0] : items.at(-1))?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('resize', place);
    document.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('resize', place);
      document.removeEventListener('scroll', place, { capture: true });
    };
  }, [openAt]);

  const close = () => {
    setOpenAt(null);
    button.current?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Handled here: a dialog or a screen's own Escape must not also act on it.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') {
      // Not prevented: the browser moves focus on from the button, as if the menu had not been there.
      close();
      return;
    }
    const items = menuItems(menu.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const target = menuKeyTarget(
      event.key,
      current,
      actions.map((action) => action.label),
    );
    if (target === undefined) return;
    event.preventDefault();
    items[target]?.focus();
  };

  return (
    <div className={classNames('popup-menu', className)} ref={wrapper}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={look === 'icon' ? 'popup-menu-button' : 'button secondary small popup-menu-text'}
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-controls={openAt ? menuId : undefined}
        onClick={() => (openAt ? close() : setOpenAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {openAt && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          popover="manual"
          className="popup-menu-list"
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

const EDGE_PX = 8;
const GAP_PX = 4;

/**
 * Puts the menu under the button with their end edges lined up, or above the button when the window
 * has no room below, and always wholly inside the window.
 */
function placeMenu(list: HTMLElement, anchor: DOMRect) {
  const viewport = document.documentElement;
  const width = list.offsetWidth;
  const height = list.offsetHeight;
  const below = anchor.bottom + GAP_PX;
  const above = anchor.top - GAP_PX - height;
  const fitsBelow = below + height <= viewport.clientHeight - EDGE_PX;
  const top = fitsBelow || above < EDGE_PX ? below : above;
  const left = Math.max(EDGE_PX, Math.min(anchor.right - width, viewport.clientWidth - width - EDGE_PX));
  list.style.top = `${Math.max(EDGE_PX, top)}px`;
  list.style.left = `${left}px`;
}
