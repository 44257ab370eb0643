import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { LeaveDialog } from './LeaveDialog';
import { type RegisterWork, UnsavedChangesContext, type UnsavedWork } from './unsaved-changes';

/** leaving: saving auto-saved work before leaving, unseen; asking: the dialog is open. */
type Phase = 'idle' | 'leaving' | 'asking' | 'saving';

/**
 * The one guard of the workspace (React Router keeps only one navigation blocker). Forms declare
 * their typed work with useUnsavedChanges; leaving the screen with dirty work saves what saves
 * itself, then asks about the rest in a dialog (Stay, Leave without saving, Save and leave), and
 * closing or reloading the tab asks through the browser.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const works = useRef(new Set<{ readonly current: UnsavedWork }>());
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState('');

  const register = useCallback<RegisterWork>((work) => {
    works.current.add(work);
    return () => {
      works.current.delete(work);
    };
  }, []);
  const dirtyWork = useCallback(() => [...works.current].map((w) => w.current).filter((w) => w.dirty), []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      dirtyWork().length > 0,
    [dirtyWork],
  );
  const blocker = useBlocker(shouldBlock);

  const blockerNow = useRef(blocker);
  blockerNow.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      setPhase('idle');
      setFailure('');
      return;
    }
    let cancelled = false;
    const leaveIfSaved = async () => {
      const dirty = dirtyWork();
      const selfSaving = dirty.filter((work) => work.savesItself && work.save);
      setPhase('leaving');
      const saved = await Promise.all(selfSaving.map((work) => work.save?.() ?? false));
      if (cancelled) return;
      if (saved.every(Boolean) && selfSaving.length === dirty.length) blockerNow.current.proceed?.();
      else setPhase('asking');
    };
    void leaveIfSaved();
    return () => {
      cancelled = true;
    };
  }, [blocker.state, dirtyWork]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const dirty = dirtyWork();
      if (dirty.length === 0) return;
      for (const work of dirty) if (work.savesItself) void work.save?.();
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirtyWork]);

  const saveAndLeave = async () => {
    setPhase('saving');
    const saved = await Promise.all(dirtyWork().map((work) => work.save?.() ?? false));
    if (saved.every(Boolean)) {
      blocker.proceed?.();
      return;
    }
    setFailure('Saving failed; your text is still here. Stay to retry, or leave without saving.');
    setPhase('asking');
  };

  return (
    <UnsavedChangesContext.Provider value={register}>
      {children}
      <LeaveDialog
        open={blocker.state === 'blocked' && (phase === 'asking' || phase === 'saving')}
        works={blocker.state === 'blocked' ? dirtyWork() : []}
        saving={phase === 'saving'}
        error={failure}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
        onSaveAndLeave={saveAndLeave}
      />
    </UnsavedChangesContext.Provider>
  );
}
