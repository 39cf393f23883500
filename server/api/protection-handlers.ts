/**
 * Protecting an event site with a password or a PIN (spec 000 sections 3 and 6), or with email
 * (its participants get in by their address), or removing the protection: producers and owners.
 * Only the scrypt hash is stored (passHash or pinHash); a new secret changes the hash, so every
 * viewer's pass given for the old one stops covering it. Email protection has no secret: each
 * time it is set it gets a new random key (emailKey) to the same end. Every stream's cue key
 * changes too (stream-cues.ts), and with the hash or key the HLS addresses watchStream signed
 * (hls-access.ts).
 */
import { protectionSecretProblem } from '@domain/pages/site-access';
import { hashPassword } from '../auth/passwords';
import { newSecret } from '../auth/tokens';
import { invalidArgument } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { requireEventRole } from './page-access';
import { readCueKeyRotation, rotateCueKeys } from './stream-cues';

export const setEventProtection: ApiHandler<'setEventProtection'> = {
  access: 'signed-in',
  async run({ eventId, protection, secret }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    if (protection !== null) {
      const problem = protectionSecretProblem(protection, secret);
      if (problem) throw invalidArgument(problem);
    }
    const hash = protection === 'password' || protection === 'pin' ? await hashPassword(secret) : '';
    await docs.runTransaction(async (tx) => {
      // The role was checked above; the event may have been deleted since.
      if (!(await tx.get(`events/${eventId}`))) throw invalidArgument('There is no such event.');
      const cueKeys = await readCueKeyRotation(docs, tx, eventId);
      tx.update(`events/${eventId}`, {
        protectionType: protection,
        passHash: protection === 'password' ? hash : '',
        pinHash: protection === 'pin' ? hash : '',
        emailKey: protection === 'email' ? newSecret() : '',
      });
      rotateCueKeys(tx, eventId, cueKeys);
    });
    return {};
  },
};
