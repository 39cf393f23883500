/**
 * Mirrors the Realtime Database's `status/{uid}` (written by the client on connect and by its
 * per-session onDisconnect hook on a drop) onto Firestore: `status/{uid}` and the presence fields
 * `state` and `last_changed` of `users/{uid}` when that profile exists, as the embedded server's
 * presence does. Clients cannot write either; the rules leave these to this function.
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { onValueWritten } from 'firebase-functions/v2/database';
import { isNewerThanMirrored, parsePresenceStatus } from './presence-status';

export const onStatusChange = onValueWritten('/status/{uid}', async (event) => {
  const status = parsePresenceStatus(event.data.after.val());
  // A deletion or another shape cannot pass database.rules.json; there is nothing to mirror.
  if (!status) return;
  const db = getFirestore();
  const statusRef = db.doc(`status/${event.params.uid}`);
  const profileRef = db.doc(`users/${event.params.uid}`);
  const presence = { state: status.state, last_changed: Timestamp.fromMillis(status.lastChanged) };
  await db.runTransaction(async (tx) => {
    const [mirrored, profile] = await tx.getAll(statusRef, profileRef);
    const mirroredAt = mirrored.get('last_changed');
    if (!isNewerThanMirrored(status, mirroredAt instanceof Timestamp ? mirroredAt.toMillis() : null)) return;
    tx.set(statusRef, presence);
    if (profile.exists) tx.update(profileRef, presence);
  });
});
