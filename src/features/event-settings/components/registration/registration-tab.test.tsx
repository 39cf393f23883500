// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { eventFileMessages, registrationBackgroundPath } from '@domain/events/event-files';
import { DEFAULT_REGISTRATION_FIELDS, settingsMessages } from '@domain/events/event-settings';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { RegistrationTab, type RegistrationTabValue } from './RegistrationTab';

const initial: RegistrationTabValue = { userTypes: 'none', registerReq: false, registration: [], registrationBg: '' };

/** The tab inside a form state like the settings page's; every onChange payload is recorded. */
function renderTab({ value = initial, disabled = false } = {}) {
  const double = createBackendDouble();
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

  it('asks for a label instead of adding a field named "Label", and gives a phone field the +358 example', async () => {
    const { patches } = renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await screen.findByRole('dialog');
    expect(textbox('Label').getAttribute('placeholder')).toBe('Label');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Field type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Phone' }));
    expect(textbox('Placeholder').getAttribute('placeholder')).toBe('+358 40 123 4567');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add field' }));
    expect(await within(dialog()).findByText('Please give the field a label.')).toBeTruthy();
    expect(patches).toEqual([]);

    typeInto('Label', 'Mobile');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].registration?.at(-1)).toMatchObject({ name: 'mobile', label: 'Mobile', placeholder: '+358 40 123 4567', fieldType: 'phone' });
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

  it('uploads the background under the event, saves it at once and can remove it', async () => {
    const { double, patches } = renderTab();
    expect(screen.getByText('JPG or PNG, 520x600 px.')).toBeTruthy();
    const file = new File([new Uint8Array(2000)], 'bg.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload background'), { target: { files: [file] } });
    expect(await screen.findByText(settingsMessages.registrationBgSaved)).toBeTruthy();
    const url = `https://files.test/${registrationBackgroundPath('ev1')}?token=t1`;
    expect(double.uploads).toEqual([{ path: 'ev1/registration-background', contentType: 'image/png', size: 2000 }]);
    expect(double.calls.filter((c) => c.name === 'updateEventSettings').map((c) => c.input)).toEqual([{ eventId: 'ev1', settings: { registrationBg: url } }]);
    expect(patches).toEqual([{ registrationBg: url }]);
    expect(screen.getByRole('img', { name: 'Registration background' }).getAttribute('src')).toBe(url);
    fireEvent.click(screen.getByRole('button', { name: 'Remove background' }));
    await waitFor(() => expect(patches).toEqual([{ registrationBg: url }, { registrationBg: '' }]));
    expect(screen.getByText('No background image.')).toBeTruthy();
  });

  it('refuses other image types before uploading and shows a failed upload’s message', async () => {
    const { double } = renderTab();
    fireEvent.change(screen.getByLabelText('Upload background'), { target: { files: [new File(['x'], 'bg.gif', { type: 'image/gif' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain(eventFileMessages.imageType);
    double.failNext('upload', new BackendError('permission-denied', "You don't have access to this resource"));
    fireEvent.change(screen.getByLabelText('Upload background'), { target: { files: [new File(['x'], 'bg.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("You don't have access to this resource"));
    expect(double.calls.filter((c) => c.name === 'updateEventSettings')).toEqual([]);
  });

  it('disables every control for a viewer', () => {
    renderTab({ disabled: true });
    expect(screen.getByRole('button', { name: 'Add field' }).hasAttribute('disabled')).toBe(true);
    expect(within(rowOf('firstName')).getByRole('switch', { name: 'Shown: First name' }).hasAttribute('disabled')).toBe(true);
    expect(within(rowOf('firstName')).getByRole('button', { name: 'Edit First name' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('Upload background') as HTMLInputElement).disabled).toBe(true);
  });
});
