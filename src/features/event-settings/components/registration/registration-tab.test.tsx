// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION_FIELDS, settingsMessages } from '@domain/events/event-settings';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { RegistrationTab, type RegistrationTabValue } from './RegistrationTab';

const initial: RegistrationTabValue = { userTypes: 'none', registerReq: false, registration: [], registrationBg: '' };

/** An image of the event's library, for the background field's media bank. */
const BACKGROUND = {
  name: 'bg.png',
  nameLowerCase: 'bg.png',
  url: '/files/mediaStorage/m1/bg.png?token=t',
  size: 2000,
  typeOf: 'image',
  fileType: 'png',
  resourceID: 'ev1',
  folderID: 'root1',
  createdAt: new Date('2026-11-25T10:30:00Z'),
  status: 'ready',
};
const docs = {
  'events/ev1': { title: 'Launch' },
  'resourceAccess/ev1': { type: 'event', name: 'Launch', users: ['u1'], events: ['ev1'] },
  'resourceAccess/ev1/permissions/u1': { permission: 'producer' },
  'resourceAccess/ev1/storage/root1': { title: 'Launch', root: true },
  'mediaStorage/m1': BACKGROUND,
};

/** The tab inside a form state like the settings page's; every onChange payload is recorded. */
function renderTab({ value = initial, disabled = false } = {}) {
  const double = createBackendDouble({ docs });
  double.answerCall('updateEventSettings', () => ({}));
  const patches: Partial<RegistrationTabValue>[] = [];
  function Harness() {
    const [current, setCurrent] = useState(value);
    return (
      <RegistrationTab
        eventId="ev1"
        value={current}
        disabled={disabled}
        onChange={(patch) => {
          patches.push(patch);
          setCurrent((old) => ({ ...old, ...patch }));
        }}
      />
    );
  }
  renderWithBackend(<Harness />, double.backend);
  return { double, patches };
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'code' }).closest('tr') as HTMLElement;
const namesShown = () => screen.getAllByText(/./, { selector: 'td code' }).map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');
const textbox = (label: string) => within(dialog()).getByRole('textbox', { name: label });
const typeInto = (label: string, value: string) => fireEvent.change(textbox(label), { target: { value } });

describe('RegistrationTab', () => {
  it('shows the default fields for an event without a list, with the email field locked and explained', () => {
    renderTab();
    expect(namesShown()).toEqual(DEFAULT_REGISTRATION_FIELDS.map((field) => field.name));
    const email = within(rowOf('email'));
    const note = screen.getByText(settingsMessages.emailFieldLocked);
    for (const control of [email.getByRole('switch', { name: 'Required: Email' }), email.getByRole('switch', { name: 'Shown: Email' }), email.getByRole('button', { name: 'Delete Email' })]) {
      expect(control.hasAttribute('disabled')).toBe(true);
      expect(control.getAttribute('aria-describedby')).toBe(note.id);
    }
    expect(within(rowOf('firstName')).getByRole('switch', { name: 'Shown: First name' }).hasAttribute('disabled')).toBe(false);
  });

  it('adds a select field with two options and reports the whole list', async () => {
    const { patches } = renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await screen.findByRole('dialog');
    typeInto('Label', 'Country');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Field type' }));
    expect((await screen.findByRole('option', { name: 'Multi select (not yet available)' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Select' }));
    // A select needs a choice before it can be added.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add field' }));
    expect(await within(dialog()).findByText('Add at least one option.')).toBeTruthy();
    for (const option of ['Finland', 'Sweden']) {
      typeInto('Options', option);
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Add option' }));
    }
    typeInto('Options', 'Norway');
    fireEvent.keyDown(textbox('Options'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove option Norway' }));
    expect(within(within(dialog()).getByRole('list', { name: 'Added options' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Finland', 'Sweden']);
    expect(patches).toEqual([]);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([
      {
        registration: [
          ...DEFAULT_REGISTRATION_FIELDS,
          { name: 'country', key: 'country', label: 'Country', placeholder: 'Country', required: false, selected: true, fieldType: 'select', options: ['Finland', 'Sweden'] },
        ],
      },
    ]);
    expect(within(rowOf('country')).getByText('Select (2 options)')).toBeTruthy();
  });

  it('adds a field left without a label as "Label" (spec 002 section 5), and gives a phone field the +358 example', async () => {
    const { patches } = renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await screen.findByRole('dialog');
    expect(textbox('Label').getAttribute('placeholder')).toBe('Label');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Field type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Phone' }));
    expect(textbox('Placeholder').getAttribute('placeholder')).toBe('+358 40 123 4567');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].registration?.at(-1)).toMatchObject({ name: 'label', label: 'Label', placeholder: '+358 40 123 4567', fieldType: 'phone' });
  });

  it('moves, toggles, edits and deletes fields, reporting each change at once', async () => {
    const { patches } = renderTab();
    fireEvent.click(within(rowOf('email')).getByRole('button', { name: 'Move Email up' }));
    expect(namesShown()).toEqual(['firstName', 'email', 'lastName']);
    fireEvent.click(within(rowOf('lastName')).getByRole('switch', { name: 'Required: Last name' }));
    fireEvent.click(within(rowOf('firstName')).getByRole('button', { name: 'Edit First name' }));
    await screen.findByRole('dialog');
    typeInto('Label', 'Given name');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(rowOf('lastName')).getByRole('button', { name: 'Delete Last name' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(namesShown()).toEqual(['firstName', 'email']));
    expect(patches.map((patch) => patch.registration?.map((f) => `${f.name}:${f.label}:${f.required ? 'req' : 'opt'}`))).toEqual([
      ['firstName:First name:opt', 'email:Email:req', 'lastName:Last name:opt'],
      ['firstName:First name:opt', 'email:Email:req', 'lastName:Last name:req'],
      ['firstName:Given name:opt', 'email:Email:req', 'lastName:Last name:req'],
      ['firstName:Given name:opt', 'email:Email:req'],
    ]);
  });

  it('reports the user types and "Registration required" choices', async () => {
    const { patches } = renderTab();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'User types' }));
    fireEvent.click(await screen.findByRole('option', { name: 'autoCreate' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(patches).toEqual([{ userTypes: 'autoCreate' }, { registerReq: true }]);
  });

  it("takes the background from the event's media library, saves it at once and can clear it", async () => {
    const { double, patches } = renderTab();
    // The media bank's field loads lazily, as in the app.
    const field = await screen.findByRole('group', { name: 'Registration background' });
    fireEvent.click(within(field).getByRole('button', { name: 'Select File' }));
    const bank = await screen.findByRole('dialog', { name: 'Mediabank' });
    fireEvent.click(await within(bank).findByRole('button', { name: 'bg.png' }));
    fireEvent.click(within(bank).getByRole('button', { name: 'Use selected' }));
    expect(await screen.findByText(settingsMessages.registrationBgSaved)).toBeTruthy();
    const url = new URL(BACKGROUND.url, window.location.origin).toString();
    expect(double.calls.filter((c) => c.name === 'updateEventSettings').map((c) => c.input)).toEqual([{ eventId: 'ev1', settings: { registrationBg: url } }]);
    expect(patches).toEqual([{ registrationBg: url }]);
    expect(within(field).getByRole('img', { name: 'Registration background' }).getAttribute('src')).toBe(url);
    fireEvent.click(within(field).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(patches).toEqual([{ registrationBg: url }, { registrationBg: '' }]));
    expect(within(field).queryByRole('img')).toBeNull();
  });

  it('shows why a background could not be saved', async () => {
    const { double, patches } = renderTab({ value: { ...initial, registrationBg: 'https://example.com/old.png' } });
    double.answerCall('updateEventSettings', () => {
      throw new BackendError('permission-denied', "You don't have access to this resource");
    });
    const field = await screen.findByRole('group', { name: 'Registration background' });
    fireEvent.click(within(field).getByRole('button', { name: 'Clear' }));
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have access to this resource");
    expect(patches).toEqual([]);
    expect(within(field).getByRole('img', { name: 'Registration background' })).toBeTruthy();
  });

  it('disables every control for a viewer', async () => {
    renderTab({ disabled: true });
    expect(screen.getByRole('button', { name: 'Add field' }).hasAttribute('disabled')).toBe(true);
    expect(within(rowOf('firstName')).getByRole('switch', { name: 'Shown: First name' }).hasAttribute('disabled')).toBe(true);
    expect(within(rowOf('firstName')).getByRole('button', { name: 'Edit First name' }).hasAttribute('disabled')).toBe(true);
    const background = await screen.findByRole('group', { name: 'Registration background' });
    expect(within(background).getByRole('button', { name: 'Select File' }).hasAttribute('disabled')).toBe(true);
  });
});
