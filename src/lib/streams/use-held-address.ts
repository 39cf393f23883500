import { useState } from 'react';

/**
 * The address a player keeps playing. A viewer's page asks for the stream's address every few
 * seconds, and on a protected site every answer is signed anew (its expiry moves on), so each
 * answer differs; the player starts over whenever its address changes. The held address is kept
 * while it plays and given up for the latest one only when the stream becomes something else
 * (`what`: live, then its recording) or the player fails with it (expired, revoked, gone).
 */
export function useHeldAddress(latest: string | null, what: string): { address: string | null; failed: () => void } {
  const [held, setHeld] = useState<{ what: string; address: string } | null>(null);
  if (latest !== null && (held === null || held.what !== what)) {
    // Taken during render, as React allows for state derived from props: no frame plays the old one.
    setHeld({ what, address: latest });
  }
  const address = held !== null && held.what === what ? held.address : latest;
  const failed = () => setHeld(latest === null ? null : { what, address: latest });
  return { address, failed };
}
