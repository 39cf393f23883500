// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider, Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

/** A dialog's content with both kinds of state a form holds: an antd form store and React state. */
function NoteForm() {
  const [form] = Form.useForm<{ title: string }>();
  const [note, setNote] = useState('');
  return (
    <Form form={form} initialValues={{ title: '' }}>
      <Form.Item name="title" label="Title">
        <Input />
      </Form.Item>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
    </Form>
  );
}

function renderDialog(open: boolean) {
  const ui = (isOpen: boolean) => (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Dialog open={isOpen} title="Create" footer={null}>
        <NoteForm />
      </Dialog>
    </ConfigProvider>
  );
  const view = render(ui(open));
  return { setOpen: (next: boolean) => view.rerender(ui(next)) };
}

const title = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
const note = () => screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;

describe('Dialog', () => {
  it('opens empty again after it was filled in and closed', async () => {
    const dialog = renderDialog(true);
    fireEvent.change(title(), { target: { value: 'Last time' } });
    fireEvent.change(note(), { target: { value: 'typed' } });
    expect(title().value).toBe('Last time');

    dialog.setOpen(false);
    dialog.setOpen(true);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(title().value).toBe('');
    expect(note().value).toBe('');
  });

  it('shows nothing of its content while it has never been opened', () => {
    renderDialog(false);
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });
});
