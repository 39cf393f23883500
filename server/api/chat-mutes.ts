/**
 * Mutes bound to the person, not to one of their keys. A mute document is named by the key a
 * moderator muted and lists in `keys` every key of that sender it knows: the moderator's screen
 * writes the keys the muted message carried (sender key, account, address, registration), and
 * every later message of the muted person adds the keys it came with. Signing up again, signing
 * out, or coming back with another sender key therefore stays muted as long as one key is shared.
 *
 * An address alone is weaker evidence: a venue's attendees share one. A message that shares only
 * the address with a mute is muted, and the mute learns its sender key (that browser), but not
 * its account or registration, so a mute does not spread to everyone who posted from the venue
 * and follow them home.
 */
import { arrayUnion } from '@domain/documents/values';
import { MUTE_KEYS_MAX, MUTES } from '@domain/chats/chat';
import type { AdminDoc, AdminDocs } from './services';
import { isAddressKey, isPersonKey } from './chat-sender';
import { isDocId } from './resource-roles';

/** The chat's mutes that bind any of `keys`: by their name (mutes made before `keys` existed) or their list. */
export async function mutesOf(docs: AdminDocs, eventId: string, chatId: string, keys: readonly string[]): Promise<AdminDoc[]> {
  const collection = MUTES(eventId, chatId);
  const [named, listed] = await Promise.all([
    Promise.all(keys.filter((key) => isDocId(collection, key)).map((key) => docs.get(`${collection}/${key}`))),
    docs.list({ path: collection, where: [{ field: 'keys', op: 'array-contains-any', value: [...keys] }], limit: 10 }),
  ]);
  const found = new Map<string, AdminDoc>();
  for (const mute of [...named, ...listed]) if (mute) found.set(mute.path, mute);
  return [...found.values()];
}

/** Adds the keys a muted sender came with to each of their mutes that lacks one (up to the cap). */
export async function extendMutes(docs: AdminDocs, mutes: readonly AdminDoc[], keys: readonly string[]): Promise<void> {
  await Promise.all(
    mutes.map(async (mute) => {
      const known = Array.isArray(mute.data.keys) ? mute.data.keys : [mute.id];
      const byPerson = keys.some((key) => !isAddressKey(key) && (key === mute.id || known.includes(key)));
      const missing = keys.filter((key) => !known.includes(key) && (byPerson || !isPersonKey(key)));
      if (missing.length === 0 || known.length >= MUTE_KEYS_MAX) return;
      const added = missing.slice(0, MUTE_KEYS_MAX - known.length);
      // A mute named by its key also lists that key, so the list alone finds it from now on.
      const withOwn = Array.isArray(mute.data.keys) ? added : [mute.id, ...added];
      await docs.runTransaction(async (tx) => {
        // Unmuted meanwhile: nothing to extend.
        if (await tx.get(mute.path)) tx.update(mute.path, { keys: arrayUnion(...withOwn) });
      });
    }),
  );
}
