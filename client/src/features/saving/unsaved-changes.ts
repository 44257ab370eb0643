import { createContext, useContext, useEffect, useRef } from 'react';

/** One piece of typed work the app must not drop silently. */
export interface UnsavedWork {
  /** Whether it holds changes the server does not have. */
  dirty: boolean;
  /** What it is, as the leave dialog names it: "Lyrics", "Note", "Message". */
  label: string;
  /** Stores it; true when stored. Offered as "Save and leave". */
  save?: () => Promise<boolean>;
  /** Auto-save on: leaving saves it without asking, and asks only if that save fails. */
  savesItself?: boolean;
}

export type RegisterWork = (work: { readonly current: UnsavedWork }) => () => void;

export const UnsavedChangesContext = createContext<RegisterWork | null>(null);

/**
 * Declares typed work to the workspace's one guard (UnsavedChangesProvider): while it is dirty,
 * leaving the screen asks first (or saves first, for auto-saved work) and closing the tab asks.
 * Outside a provider it does nothing.
 */
export function useUnsavedChanges(work: UnsavedWork): void {
  const register = useContext(UnsavedChangesContext);
  const current = useRef(work);
  current.current = work;
  useEffect(() => register?.(current), [register]);
}
