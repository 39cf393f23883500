import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGISTRATION_FIELDS,
  REGISTRATION_MAX_FIELDS,
  registrationFieldSchema,
  registrationProblem,
} from '@domain/events/event-settings';
import {
  EMPTY_DRAFT,
  PHONE_PLACEHOLDER,
  addField,
  addOption,
  draftProblems,
  editField,
  moveField,
  nameFromLabel,
  registrationFieldsOf,
  removeField,
  toggleField,
} from './registration-fields';

const defaults = () => registrationFieldsOf(undefined);
const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe('the registration field list (spec 002 section 5)', () => {
  it('shows the default fields when the event has no list, and the event’s own list otherwise', () => {
    expect(defaults()).toEqual(DEFAULT_REGISTRATION_FIELDS);
    expect(registrationFieldsOf([])).toEqual(DEFAULT_REGISTRATION_FIELDS);
    const own = addField(defaults(), { ...EMPTY_DRAFT, label: 'Company' });
    expect(registrationFieldsOf(own)).toEqual(own);
    // A copy: editing the shown list never changes the shared defaults.
    expect(defaults()[0]).not.toBe(DEFAULT_REGISTRATION_FIELDS[0]);
  });

  it('keeps the email field required and shown, and never deletes it', () => {
    const fields = defaults();
    const email = fields.findIndex((field) => field.name === 'email');
    expect(toggleField(fields, email, 'required', false)[email].required).toBe(true);
    expect(toggleField(fields, email, 'selected', false)[email].selected).toBe(true);
    expect(names(removeField(fields, email))).toEqual(names(fields));
    expect(registrationProblem(toggleField(fields, email, 'required', false))).toBeNull();
  });

  it('turns other fields on and off and deletes them', () => {
    const fields = defaults();
    expect(toggleField(fields, 0, 'required', true)[0].required).toBe(true);
    expect(toggleField(fields, 0, 'selected', true)[0].selected).toBe(true);
    expect(names(removeField(fields, 0))).toEqual(['lastName', 'email']);
  });

  it('labels a field left without a label "Label" (spec 002 section 5), its name unique as any other', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual({});
    const added = addField(addField(defaults(), EMPTY_DRAFT), { ...EMPTY_DRAFT, label: '   ' });
    expect(added.slice(-2)).toMatchObject([
      { name: 'label', label: 'Label', placeholder: 'Label' },
      { name: 'label2', label: 'Label', placeholder: 'Label' },
    ]);
    expect(editField(defaults(), 0, { ...EMPTY_DRAFT, label: ' ' })[0]).toMatchObject({ name: 'firstName', label: 'Label' });
  });

  it('adds a field with the default placeholder when it is left empty', () => {
    const [added] = addField(defaults(), { ...EMPTY_DRAFT, label: 'Company' }).slice(-1);
    expect(added).toEqual({ name: 'company', key: 'company', label: 'Company', placeholder: 'Company', required: false, selected: true, fieldType: 'text', options: [] });
    const [phone] = addField(defaults(), { ...EMPTY_DRAFT, label: 'Mobile', fieldType: 'phone' }).slice(-1);
    expect(phone.placeholder).toBe(PHONE_PLACEHOLDER);
    const [typed] = addField(defaults(), { ...EMPTY_DRAFT, label: ' Mobile ', placeholder: ' Your number ', fieldType: 'phone' }).slice(-1);
    expect(typed).toMatchObject({ label: 'Mobile', placeholder: 'Your number' });
  });

  it('derives a unique name from the label', () => {
    expect(nameFromLabel('Company name', [])).toBe('companyName');
    expect(nameFromLabel('Yrityksen nimi (pääkonttori)', [])).toBe('yrityksenNimiPaakonttori');
    expect(nameFromLabel('2nd phone', [])).toBe('field2ndPhone');
    expect(nameFromLabel('✨', [])).toBe('field');
    expect(nameFromLabel('First name', ['firstName', 'firstName2'])).toBe('firstName3');
    let fields = defaults();
    for (let i = 0; i < 3; i += 1) fields = addField(fields, { ...EMPTY_DRAFT, label: 'Email' });
    expect(names(fields)).toEqual(['firstName', 'lastName', 'email', 'email2', 'email3', 'email4']);
    expect(registrationProblem(fields)).toBeNull();
    for (const field of fields) expect(registrationFieldSchema.safeParse(field).success).toBe(true);
    expect(nameFromLabel('x'.repeat(60), ['x'.repeat(40)])).toBe(`${'x'.repeat(39)}2`);
  });

  it('keeps a select field’s options, one per addition, without blanks or repeats', () => {
    let options = addOption([], ' Finland ');
    options = addOption(options, 'Sweden');
    options = addOption(options, 'Finland');
    options = addOption(options, '   ');
    expect(options).toEqual(['Finland', 'Sweden']);
    expect(draftProblems({ ...EMPTY_DRAFT, label: 'Country', fieldType: 'select' })).toEqual({ options: 'Add at least one option.' });
    expect(draftProblems({ ...EMPTY_DRAFT, label: 'Country', fieldType: 'select', options })).toEqual({});
    const [country] = addField(defaults(), { label: 'Country', placeholder: '', fieldType: 'select', options }).slice(-1);
    expect(country).toMatchObject({ name: 'country', fieldType: 'select', options: ['Finland', 'Sweden'] });
    // Options belong to selects only.
    const [text] = addField(defaults(), { label: 'Town', placeholder: '', fieldType: 'text', options }).slice(-1);
    expect(text.options).toEqual([]);
  });

  it('edits texts and type but keeps the name, and keeps the email field a text field', () => {
    const fields = editField(defaults(), 0, { label: 'Given name', placeholder: '', fieldType: 'textarea', options: [] });
    expect(fields[0]).toMatchObject({ name: 'firstName', key: 'firstName', label: 'Given name', placeholder: 'Given name', fieldType: 'textarea' });
    const email = editField(defaults(), 2, { label: 'Work email', placeholder: 'you@company.com', fieldType: 'select', options: ['a'] })[2];
    expect(email).toMatchObject({ name: 'email', label: 'Work email', placeholder: 'you@company.com', fieldType: 'text', options: [], required: true, selected: true });
  });

  it('moves fields up and down, not past either end', () => {
    const fields = defaults();
    expect(names(moveField(fields, 2, -1))).toEqual(['firstName', 'email', 'lastName']);
    expect(names(moveField(fields, 0, 1))).toEqual(['lastName', 'firstName', 'email']);
    expect(names(moveField(fields, 0, -1))).toEqual(names(fields));
    expect(names(moveField(fields, 2, 1))).toEqual(names(fields));
  });

  it('stops adding at the stored maximum', () => {
    let fields = defaults();
    for (let i = 0; i < REGISTRATION_MAX_FIELDS + 5; i += 1) fields = addField(fields, { ...EMPTY_DRAFT, label: `Q ${i}` });
    expect(fields).toHaveLength(REGISTRATION_MAX_FIELDS);
  });
});
