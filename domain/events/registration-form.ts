/**
 * The registration form an event asks its viewers to fill (spec 002 sections 3 and 5; spec 000
 * sections 2.11 and 5): the event's stored fields, or the default form when it stores none, and
 * always the email field, required and shown. One rule for the settings editor, the public site
 * and the server, so a form nobody edited still registers. Free of zod: the public site loads it.
 */
export const FIELD_TYPES = ['text', 'textarea', 'phone', 'select'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** One field of the form; event-settings.ts holds its schema, checked against this type. */
export type RegistrationField = {
  /** The stored key of the answer; letters, digits and '_' (firstName, lastName, email, ...). */
  name: string;
  key: string;
  label: string;
  placeholder: string;
  required: boolean;
  /** Shown on the form. */
  selected: boolean;
  fieldType: FieldType;
  options: string[];
};

export const EMAIL_FIELD = 'email';
/** The label a field gets when the organiser leaves it empty (spec 002 section 5). */
export const DEFAULT_FIELD_LABEL = 'Label';
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** The default form (spec 000 section 9): first and last name optional and hidden, email required and shown. */
export const DEFAULT_REGISTRATION_FIELDS: readonly RegistrationField[] = [
  { name: 'firstName', key: 'firstName', label: 'First name', placeholder: 'First name', required: false, selected: false, fieldType: 'text', options: [] },
  { name: 'lastName', key: 'lastName', label: 'Last name', placeholder: 'Last name', required: false, selected: false, fieldType: 'text', options: [] },
  { name: EMAIL_FIELD, key: EMAIL_FIELD, label: 'Email', placeholder: 'Email', required: true, selected: true, fieldType: 'text', options: [] },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isOption = (option: unknown): option is string => typeof option === 'string' && option !== '';

/** A stored field as the form uses it; null for what is no field (the settings schema keeps such values out, but old data may hold them). */
function fieldOf(value: unknown): RegistrationField | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const name = text(stored.name);
  if (!FIELD_NAME.test(name)) return null;
  const fieldType = (FIELD_TYPES as readonly unknown[]).includes(stored.fieldType) ? (stored.fieldType as FieldType) : 'text';
  const options = fieldType === 'select' && Array.isArray(stored.options) ? stored.options.filter(isOption) : [];
  const email = name === EMAIL_FIELD;
  return {
    name,
    key: text(stored.key) || name,
    label: text(stored.label).trim() === '' ? DEFAULT_FIELD_LABEL : text(stored.label),
    placeholder: text(stored.placeholder),
    required: email || stored.required === true,
    selected: email || stored.selected === true,
    fieldType: email ? 'text' : fieldType,
    options: email ? [] : options,
  };
}

/**
 * The form an event asks for: its own fields (each name once), or the default form when it stores
 * none; the email field is always there, required and shown, added at the end when missing.
 * A fresh copy every time, so editing it never changes the defaults.
 */
export function registrationFieldsOf(stored: unknown): RegistrationField[] {
  const own = (Array.isArray(stored) ? stored : []).map(fieldOf).filter((field): field is RegistrationField => field !== null);
  const unique = own.filter((field, i) => own.findIndex((other) => other.name === field.name) === i);
  const fields = unique.length > 0 ? unique : DEFAULT_REGISTRATION_FIELDS.map((field) => ({ ...field, options: [...field.options] }));
  if (fields.some((field) => field.name === EMAIL_FIELD)) return fields;
  const email = DEFAULT_REGISTRATION_FIELDS.find((field) => field.name === EMAIL_FIELD)!;
  return [...fields, { ...email, options: [] }];
}
