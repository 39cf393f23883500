import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export const unsavedChangesTexts = {
  title: 'Leave without saving?',
  content: 'Your unsaved changes will be lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/**
 * Asks before a screen with unsaved changes is left (issue 30): a link, a back button or any
 * navigation inside the app waits for the user's answer in a dialog; a reload, a closed tab or
 * another address gets the browser's own question (`beforeunload`, whose words browsers fix).
 * Answers `leaveAnyway`, for a screen that navigates after its changes stopped mattering (the
 * thing edited was deleted), before its next render would have said so.
 */
export function useUnsavedChangesPrompt(unsaved: boolean): { leaveAnyway(): void } {
  const { modal } = App.useApp();
  // Read when a navigation starts, so it is what the screen last rendered, or what leaveAnyway said since.
  const unsavedNow = useRef(unsaved);
  useEffect(() => {
    unsavedNow.current = unsaved;
  }, [unsaved]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsavedNow.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const blocked = blocker.state === 'blocked' ? blocker : null;

  useEffect(() => {
    if (!blocked) return;
    const dialog = modal.confirm({
      title: unsavedChangesTexts.title,
      content: unsavedChangesTexts.content,
      okText: unsavedChangesTexts.leave,
      okButtonProps: { danger: true },
      cancelText: unsavedChangesTexts.stay,
      onOk: () => blocked.proceed(),
      onCancel: () => blocked.reset(),
    });
    return () => dialog.destroy();
  }, [blocked, modal]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return useMemo(() => ({ leaveAnyway: () => void (unsavedNow.current = false) }), []);
}
