import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION_FIELDS, registrationFieldsOf, type RegistrationField } from './registration-form';
import { checkRegistration, registrationMessages } from '../pages/registration';

const company: RegistrationField = {
  name: 'company',
  key: 'company',
  label: 'Company',
  placeholder: '',
  required: true,
  selected: true,
  fieldType: 'text',
  options: [],
};

describe('the registration form an event asks for (spec 002 section 5, issue 31)', () => {
  it('is the default form, email required and shown, when the event stores none or nothing usable', () => {
    for (const stored of [undefined, null, [], 'x', [null, 7, { name: '1 bad' }]]) expect(registrationFieldsOf(stored)).toEqual(DEFAULT_REGISTRATION_FIELDS);
    expect(checkRegistration(undefined, { email: ' Ada@Example.COM ' })).toEqual({ ok: true, answers: { email: 'ada@example.com' } });
    expect(checkRegistration([], {})).toEqual({ ok: false, field: 'email', error: registrationMessages.required('Email') });
  });

  it('always holds the email field, required and shown, even where old data lost it or hid it', () => {
    expect(registrationFieldsOf([company]).map((field) => field.name)).toEqual(['company', 'email']);
    const hidden = registrationFieldsOf([{ ...DEFAULT_REGISTRATION_FIELDS[2], required: false, selected: false, fieldType: 'select', options: ['x'] }]);
    expect(hidden).toEqual([DEFAULT_REGISTRATION_FIELDS[2]]);
    expect(checkRegistration([company], { company: 'Acme' })).toMatchObject({ ok: false, error: registrationMessages.required('Email') });
  });

  it('labels a field stored without a label "Label", keeps each name once, and copies the defaults', () => {
    const [unlabelled] = registrationFieldsOf([{ ...company, label: '  ' }, { ...company, label: 'Again' }]);
    expect(unlabelled.label).toBe('Label');
    expect(registrationFieldsOf([company, { ...company, label: 'Again' }]).filter((field) => field.name === 'company')).toHaveLength(1);
    expect(registrationFieldsOf(undefined)[0]).not.toBe(DEFAULT_REGISTRATION_FIELDS[0]);
  });
});
