import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The sidebar as an off-canvas drawer on narrow screens: its state, and the elements it moves focus between. */
export interface NavigationDrawer {
  id: string;
  open: boolean;
  toggle: () => void;
  close: () => void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  drawerRef: React.RefObject<HTMLElement | null>;
}

/**
 * Opens the drawer from the header's menu button and moves focus into it; Escape closes it and gives
 * focus back to the button; a click outside it, or choosing a screen, closes it.
 */
export function useNavigationDrawer(): NavigationDrawer {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((shown) => !shown), []);
  const { pathname } = useLocation();

  // Choosing a screen (or following any link elsewhere) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of screen.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const drawer = drawerRef.current;
    const current = drawer?.querySelector<HTMLElement>('nav a[aria-current="page"]');
    (current ?? drawer?.querySelector<HTMLElement>('a, button'))?.focus();

    const inside = (target: EventTarget | null) =>
      target instanceof Node && (drawer?.contains(target) || buttonRef.current?.contains(target));
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return { id, open, toggle, close, buttonRef, drawerRef };
}
