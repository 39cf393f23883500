/**
 * Importing participants (spec 002 sections 2, 5 and 7; issue 31): an owner's batch of rows,
 * each checked again here, written by email. A new address becomes an imported participant; a
 * known one changes only where the file says something else, so importing a file twice writes
 * nothing the second time; a participant the organisers removed stays removed.
 */
import { serverTimestamp, type WriteData } from '@domain/documents/values';
import { checkImportRow, importMessages, type ImportRow } from '@domain/participants/participant-import';
import { listingFieldsOf, newParticipantListing } from '@domain/participants/participant-listing';
import { PARTICIPANT_IMPORT_FIELDS } from '@domain/participants/participant-record';
import type { ApiHandler } from './handler-types';
import { requireEventRole } from './page-access';
import { participantPath, registrantId } from './participant-ids';

type Skipped = { row: number; email: string; reason: string };

export const importParticipants: ApiHandler<'importParticipants'> = {
  access: 'signed-in',
  async run({ eventId, rows }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    const skipped: Skipped[] = [];
    const accepted = new Map<string, { index: number; row: ImportRow }>();
    rows.forEach((raw, index) => {
      const checked = checkImportRow(raw);
      if (!checked.ok) skipped.push({ row: index, email: typeof raw.email === 'string' ? raw.email.trim() : '', reason: checked.error });
      else if (accepted.has(checked.row.email!)) skipped.push({ row: index, email: checked.row.email!, reason: importMessages.duplicate(checked.row.email!) });
      else accepted.set(checked.row.email!, { index, row: checked.row });
    });
    const entries = [...accepted.values()];
    // One transaction of at most IMPORT_BATCH_ROWS writes: a Firestore batch's limit.
    const counts = await docs.runTransaction(async (tx) => {
      const paths = entries.map(({ row }) => participantPath(eventId, registrantId(row.email!)));
      const current = paths.length > 0 ? await tx.getAll(paths) : [];
      const result = { created: 0, updated: 0, unchanged: 0, disabled: [] as Skipped[] };
      entries.forEach(({ index, row }, i) => {
        const stored = current[i];
        if (!stored) {
          tx.set(paths[i], newParticipant(row));
          result.created += 1;
        } else if (stored.data.disabled === true) {
          result.disabled.push({ row: index, email: row.email!, reason: importMessages.disabled });
        } else {
          const changes = changedFields(row, stored.data);
          if (Object.keys(changes).length === 0) result.unchanged += 1;
          else {
            // The name sort and the search read fields derived from the name and the email.
            const renamed = 'firstName' in changes || 'lastName' in changes || 'email' in changes;
            tx.update(paths[i], { ...changes, ...(renamed ? listingFieldsOf({ ...stored.data, ...changes }) : {}), last_changed: serverTimestamp() });
            result.updated += 1;
          }
        }
      });
      return result;
    });
    return {
      created: counts.created,
      updated: counts.updated,
      unchanged: counts.unchanged,
      skipped: [...skipped, ...counts.disabled].sort((a, b) => a.row - b.row),
    };
  },
};

function newParticipant(row: ImportRow): WriteData {
  return {
    ...row,
    ...newParticipantListing(row),
    state: 'imported',
    registered: false,
    disabled: false,
    createdAt: serverTimestamp(),
    last_changed: serverTimestamp(),
  };
}

/** The row's fields that differ from the stored participant's; a field the file leaves empty keeps what is stored. */
function changedFields(row: ImportRow, stored: Readonly<Record<string, unknown>>): ImportRow {
  const changes: ImportRow = {};
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const value = row[field];
    if (value !== undefined && stored[field] !== value) changes[field] = value;
  }
  return changes;
}
