/** What a screen test looks at when a user leaves a screen: where the app went, and whether a reload would ask. */
import { Link, useLocation } from 'react-router';

/** The app's address, and a link away as the sidebar gives one; render it beside the screen. */
export function AddressAndLinkAway({ to = '/elsewhere' }: { to?: string }) {
  return (
    <>
      <output aria-label="Address">{useLocation().pathname}</output>
      <Link to={to}>Go elsewhere</Link>
    </>
  );
}

/** Whether the browser would ask before a reload or a closed tab (a `beforeunload` listener cancelled it); screens listen from an effect, so wait for it. */
export function reloadAsks(): boolean {
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  return unload.defaultPrevented;
}
