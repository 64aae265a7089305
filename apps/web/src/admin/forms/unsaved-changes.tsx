import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { ConfirmDialog } from '@sawa/web/ui';

/** What the question says (the back office's forms). */
export const UNSAVED_CHANGES = {
  title: 'Leave without saving?',
  text: 'Your changes to this form are not saved yet.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/** The state of a link that leaves on purpose, dropping the changes (a form's Cancel): it is not asked about. */
export const DISCARD_CHANGES = { discardChanges: true } as const;
const isDiscard = (state: unknown) => typeof state === 'object' && state !== null && 'discardChanges' in state;

/**
 * While a form has unsaved changes, leaving it asks first: a link or Back inside the site is held until the
 * user answers (react-router's useBlocker), and closing or reloading the tab gets the browser's own question
 * (beforeunload). Moving within the same address (a query string) is not leaving, nor is a Cancel that says so (DISCARD_CHANGES).
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && !isDiscard(nextLocation.state),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when it is set
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return blocker;
}

/** The question, while a navigation is held: Leave goes on, Stay keeps the form as it is. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES.title}
      confirmLabel={UNSAVED_CHANGES.leave}
      cancelLabel={UNSAVED_CHANGES.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{UNSAVED_CHANGES.text}</p>
    </ConfirmDialog>
  );
}
