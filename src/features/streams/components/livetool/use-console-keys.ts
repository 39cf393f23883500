import { useEffect, useEffectEvent } from 'react';
import type { ConsoleActions } from '../../api/console-actions';

/** Where the keys belong to the element itself: typing, choosing, tabs, the player. */
const OWN_KEYS = 'input, textarea, select, [contenteditable="true"], [role="tab"], [role="combobox"], [role="listbox"], [role="slider"], video, audio, .ant-modal';

/**
 * The console's keyboard (spec 001 section 2.2): right arrow next slide, left arrow previous,
 * space cut. Keys typed into a field, a menu, a tab list or the player stay theirs; space on a
 * focused button presses that button.
 */
export function useConsoleKeys(actions: ConsoleActions | null): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!actions || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(OWN_KEYS)) return;
    if (event.key === 'ArrowRight') actions.next();
    else if (event.key === 'ArrowLeft') actions.previous();
    else if (event.key === ' ' && !target?.closest('button, a')) actions.cut();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
