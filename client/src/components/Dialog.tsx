import { type ReactNode, type SyntheticEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormError } from './FormError';

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The body: it scrolls inside the dialog when it does not fit the window. */
  children: ReactNode;
  /**
   * The dialog's buttons, kept in view under the body at every window size. A submit button sits
   * outside its form here, so it names the form with `form={formId}`.
   */
  actions: ReactNode;
  /** A failure to show right above the actions, announced as it appears. */
  error?: string;
  /** A class beside `modal`, for a dialog shaped otherwise (the player's full-screen sheet). */
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside it, Escape asks
 * onClose to close it (a parent may ask first and keep `open`: see useDiscardGuard), and focus
 * returns to what opened it. The title is its heading and accessible name. The title and the
 * actions stay put; only the body scrolls, so Save and Cancel are reachable from 360x640 up.
 */
export function Dialog({ title, open, onClose, children, actions, error = '', className }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The body mounts once the dialog is open, so a field's autoFocus lands on a shown element; left
  // to showModal(), focus would go to the first focusable thing, which is the scrolling body itself.
  const [shown, setShown] = useState(false);
  // Whether the parent still wants it open: a close it did not ask for (the browser's) is undone.
  const wanted = useRef(open);
  wanted.current = open;
  const [reopened, setReopened] = useState(0);
  useFocusReturn(open);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reopened shows it again after the browser closed it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    setShown(open);
  }, [open, reopened]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.nativeEvent.cancelable) return;
    event.preventDefault();
    onClose();
  };
  const onClosed = () => {
    if (!wanted.current) return;
    onClose();
    setReopened((count) => count + 1);
  };

  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onClosed}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {open && shown && (
        <>
          <div className="modal-body">{children}</div>
          <div className="modal-actions">
            <FormError message={error} />
            <div className="button-row">{actions}</div>
          </div>
        </>
      )}
    </dialog>
  );
}

/**
 * Focus goes back to what opened the dialog when it closes. The browser does that for a <dialog>
 * that stays in the page; one unmounted as it closes (a card's dialog) would leave focus on the body.
 * An opener gone from view (a link in a phone's drawer that has closed) gives way to the page's <main>.
 */
function useFocusReturn(open: boolean) {
  // A layout effect, declared before the one that shows the dialog: what has focus is still the opener.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    return () => {
      queueMicrotask(() => {
        const lost = () => !document.activeElement || document.activeElement === document.body;
        if (lost() && opener instanceof HTMLElement && opener.isConnected) opener.focus();
        if (lost()) document.querySelector<HTMLElement>('main[tabindex]')?.focus();
      });
    };
  }, [open]);
}
