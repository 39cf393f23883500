/**
 * The registration form's field list rules (spec 002 sections 3 and 5): the email field is always
 * required and shown and cannot be deleted; a label or placeholder left empty gets the spec's
 * default ("Label", the label or the phone example); every field's name (the key its answers are
 * stored under) is unique. Pure, so the editor and its tests share them. The list an event shows
 * comes from the one rule the site and the server use (domain/events/registration-form.ts).
 */
import { REGISTRATION_MAX_FIELDS, type FieldType, type RegistrationField } from '@domain/events/event-settings';
import { DEFAULT_FIELD_LABEL, EMAIL_FIELD } from '@domain/events/registration-form';

export { DEFAULT_FIELD_LABEL as DEFAULT_LABEL, EMAIL_FIELD, registrationFieldsOf } from '@domain/events/registration-form';
export const OPTION_REQUIRED = 'Add at least one option.';
/** The phone placeholder's example (spec 002 section 5: a +358 number). */
export const PHONE_PLACEHOLDER = '+358 40 123 4567';
const NAME_MAX = 40;
const OPTION_MAX = 200;
const OPTIONS_MAX = 100;

/** What the add / edit dialog collects. */
export type FieldDraft = { label: string; placeholder: string; fieldType: FieldType; options: string[] };

export const isLocked = (field: RegistrationField) => field.name === EMAIL_FIELD;

export const canAddField = (fields: readonly RegistrationField[]) => fields.length < REGISTRATION_MAX_FIELDS;

/**
 * A field name from its label: "Company name" -> "companyName" (the style of firstName and
 * lastName); letters without an ASCII form are dropped, a name must start with a letter ("field"
 * otherwise), and a taken name gets a number ("companyName2").
 */
export function nameFromLabel(label: string, taken: Iterable<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const joined = words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase())).join('');
  const base = (/^[A-Za-z]/.test(joined) ? joined : `field${joined}`).slice(0, NAME_MAX);
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = String(n);
    const candidate = base.slice(0, NAME_MAX - suffix.length) + suffix;
    if (!names.has(candidate)) return candidate;
  }
}

/** The placeholder shown when none is typed: the phone example, else the label. */
export const defaultPlaceholder = (fieldType: FieldType, label: string) => (fieldType === 'phone' ? PHONE_PLACEHOLDER : label);

/** The stored form of a draft: the label's and placeholder's defaults when they were left empty, options only for a select. */
function fromDraft(draft: FieldDraft): Pick<RegistrationField, 'label' | 'placeholder' | 'fieldType' | 'options'> {
  const label = draft.label.trim() || DEFAULT_FIELD_LABEL;
  return {
    label,
    placeholder: draft.placeholder.trim() || defaultPlaceholder(draft.fieldType, label),
    fieldType: draft.fieldType,
    options: draft.fieldType === 'select' ? [...draft.options] : [],
  };
}

export type DraftProblems = { options?: string };

/** Why a draft cannot be saved yet, by field; empty when it can. */
export function draftProblems(draft: FieldDraft): DraftProblems {
  const problems: DraftProblems = {};
  // A select without choices would make a required field impossible to answer.
  if (draft.fieldType === 'select' && draft.options.length === 0) problems.options = OPTION_REQUIRED;
  return problems;
}

/** Adds an option typed in the dialog: trimmed, once, within the stored limits. */
export function addOption(options: readonly string[], typed: string): string[] {
  const option = typed.trim().slice(0, OPTION_MAX);
  if (!option || options.includes(option) || options.length >= OPTIONS_MAX) return [...options];
  return [...options, option];
}

export function addField(fields: readonly RegistrationField[], draft: FieldDraft): RegistrationField[] {
  if (!canAddField(fields) || Object.keys(draftProblems(draft)).length > 0) return [...fields];
  const base = fromDraft(draft);
  const name = nameFromLabel(base.label, fields.map((field) => field.name));
  // New fields are optional and shown: the user added it to see it on the form.
  return [...fields, { name, key: name, ...base, required: false, selected: true }];
}

/** Edits a field's texts and type; its name stays, so answers already given keep their key. The email field's type stays text. */
export function editField(fields: readonly RegistrationField[], index: number, draft: FieldDraft): RegistrationField[] {
  return fields.map((field, i) => {
    if (i !== index) return field;
    const kept = isLocked(field) ? { ...draft, fieldType: field.fieldType, options: [] } : draft;
    return Object.keys(draftProblems(kept)).length > 0 ? field : { ...field, ...fromDraft(kept) };
  });
}

/** Turns "required" or "shown" on or off; the email field stays required and shown. */
export function toggleField(fields: readonly RegistrationField[], index: number, flag: 'required' | 'selected', on: boolean): RegistrationField[] {
  return fields.map((field, i) => (i === index && !isLocked(field) ? { ...field, [flag]: on } : field));
}

export function moveField(fields: readonly RegistrationField[], index: number, by: -1 | 1): RegistrationField[] {
  const target = index + by;
  if (index < 0 || index >= fields.length || target < 0 || target >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeField(fields: readonly RegistrationField[], index: number): RegistrationField[] {
  return fields.filter((field, i) => i !== index || isLocked(field));
}

export const draftOf = (field: RegistrationField): FieldDraft => ({
  label: field.label,
  placeholder: field.placeholder,
  fieldType: field.fieldType,
  options: [...field.options],
});

export const EMPTY_DRAFT: FieldDraft = { label: '', placeholder: '', fieldType: 'text', options: [] };
