/**
 * A viewer's registration on the event site (spec 000 sections 3 and 9; spec 002 sections 3
 * "Registration field" and 5): the answers are checked against the event's own field list, here
 * for the form and again on the server, which writes the participant. Only the fields the form
 * shows are accepted; a field the event does not have, or hides, is refused by name.
 */
import { registrationFieldsOf, type RegistrationField } from '../events/registration-form';
import { isEmail, normalizeEmail } from '../participants/participant-identity';

export const registrationLimits = { textMaxLength: 200, textareaMaxLength: 2_000, maxAnswers: 30 } as const;

export const registrationMessages = {
  required: (label: string) => `Please fill in ${label}.`,
  unknownField: (name: string) => `The registration form has no field ${name}.`,
  invalidEmail: 'Email is not valid.',
  invalidPhone: 'Please give the phone number with its country code, e.g. +358 40 123 4567.',
  notAnOption: (label: string) => `Please choose one of the options for ${label}.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters long.`,
  registered: 'You are registered. Welcome!',
  tooMany: 'Too many registrations from your address.',
  /** A participant the organisers removed (disabled) registering again: their decision stands. */
  removed: 'This address cannot register to the event. Please contact the organisers.',
  notRequired: 'This event does not ask viewers to register.',
  title: 'Register to the event',
  submit: 'Register',
  terms: 'Terms of service',
  privacy: 'Privacy policy',
} as const;

const PHONE = /^\+[0-9][0-9 ()-]{4,28}$/;

export type RegistrationAnswers = Record<string, string>;
export type RegistrationCheck = { ok: true; answers: RegistrationAnswers } | { ok: false; field: string | null; error: string };

/** The fields a form (as registrationFieldsOf gives it: the email field always shown) shows. */
export const shownFields = (fields: readonly RegistrationField[]) => fields.filter((field) => field.selected);

/**
 * Checks answers against the event's form (its stored fields, as registrationFieldsOf reads them);
 * the accepted answers are trimmed, empty optional ones left out.
 */
export function checkRegistration(stored: unknown, answers: Readonly<Record<string, unknown>>): RegistrationCheck {
  const shown = shownFields(registrationFieldsOf(stored));
  for (const name of Object.keys(answers)) {
    if (!shown.some((field) => field.name === name)) return { ok: false, field: name, error: registrationMessages.unknownField(name) };
  }
  const accepted: RegistrationAnswers = {};
  for (const field of shown) {
    const raw = answers[field.name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const label = field.label;
    const required = field.required || field.name === 'email';
    if (value === '') {
      if (required) return { ok: false, field: field.name, error: registrationMessages.required(label) };
      continue;
    }
    const max = field.fieldType === 'textarea' ? registrationLimits.textareaMaxLength : registrationLimits.textMaxLength;
    if ([...value].length > max) return { ok: false, field: field.name, error: registrationMessages.tooLong(label, max) };
    if (field.name === 'email' && !isEmail(value)) return { ok: false, field: field.name, error: registrationMessages.invalidEmail };
    if (field.fieldType === 'phone' && !PHONE.test(value)) return { ok: false, field: field.name, error: registrationMessages.invalidPhone };
    if (field.fieldType === 'select' && !field.options.includes(value)) return { ok: false, field: field.name, error: registrationMessages.notAnOption(label) };
    accepted[field.name] = field.name === 'email' ? normalizeEmail(value) : value;
  }
  return { ok: true, answers: accepted };
}
