/**
 * Importing participants (spec 002 sections 2, 5 and 7): which field a file's column holds, the
 * mapping's rule, and the check of one row. The browser runs the same check before it sends rows,
 * so the organiser can fix them; the server runs it again on what arrives.
 */
import { isEmail, normalizeEmail } from './participant-identity';
import { PARTICIPANT_IMPORT_FIELDS, type ParticipantImportField } from './participant-record';

/** Rows per importParticipants call: one Firestore batch of writes at most. */
export const IMPORT_BATCH_ROWS = 500;
export const importLimits = { textMaxLength: 200, descriptionMaxLength: 2_000 } as const;

export const importMessages = {
  /** Spec 002 section 5: a column without a name, or with a name of one character. */
  unnamedColumn: 'Please select a name for the field',
  emailRequired: 'Email is required.',
  invalidEmail: 'Email is not valid.',
  tooLong: (field: string, max: number) => `${field} can be at most ${max} characters long.`,
  duplicate: (email: string) => `${email} is already on an earlier row.`,
  disabled: 'This participant was removed from the event (disabled), so the import leaves them as they are.',
  noEmailColumn: 'Please choose the column that holds the email addresses.',
  done: 'Participants imported',
} as const;

/** One participant's fields as a file gives them. */
export type ImportRow = Partial<Record<ParticipantImportField, string>>;
export type ImportRowCheck = { ok: true; row: ImportRow } | { ok: false; field: ParticipantImportField; error: string };

const maxLength = (field: ParticipantImportField) => (field === 'description' ? importLimits.descriptionMaxLength : importLimits.textMaxLength);

/** The row trimmed, empty fields left out, the email as participants are matched by; or its first problem. */
export function checkImportRow(row: Readonly<Record<string, unknown>>): ImportRowCheck {
  const accepted: ImportRow = {};
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const raw = row[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') continue;
    if (value.length > maxLength(field) && [...value].length > maxLength(field)) return { ok: false, field, error: importMessages.tooLong(field, maxLength(field)) };
    accepted[field] = field === 'email' ? normalizeEmail(value) : value;
  }
  if (!accepted.email) return { ok: false, field: 'email', error: importMessages.emailRequired };
  if (!isEmail(accepted.email)) return { ok: false, field: 'email', error: importMessages.invalidEmail };
  return { ok: true, row: accepted };
}

/** Spec 002 section 5: every column needs a name longer than one character. */
export const columnNameProblem = (name: string | null | undefined): string | null =>
  (name ?? '').trim().length <= 1 ? importMessages.unnamedColumn : null;

const squeeze = (header: string) => header.toLowerCase().replace(/[\s_\-.]+/g, '');

/** Header spellings files use for each field, squeezed (lower case, no spaces, underscores, dashes or dots). */
const HEADER_NAMES: Record<ParticipantImportField, readonly string[]> = {
  firstName: ['firstname', 'givenname', 'forename', 'etunimi'],
  lastName: ['lastname', 'surname', 'familyname', 'sukunimi'],
  email: ['email', 'emailaddress', 'mail', 'sähköposti'],
  phone: ['phone', 'phonenumber', 'mobile', 'telephone', 'tel', 'puhelin'],
  company: ['company', 'organisation', 'organization', 'employer', 'yritys'],
  role: ['role', 'title', 'jobtitle', 'position', 'rooli'],
  country: ['country', 'maa'],
  description: ['description', 'notes', 'note', 'comment', 'kuvaus'],
};

/** The field a column's header names, whatever its case, spaces or underscores ("E-mail", "First name"). */
export function fieldForHeader(header: string): ParticipantImportField | null {
  const key = squeeze(header);
  return PARTICIPANT_IMPORT_FIELDS.find((field) => HEADER_NAMES[field].includes(key)) ?? null;
}
