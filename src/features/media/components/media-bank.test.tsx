// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { ImageField } from './ImageField';
import { MediaBankModal } from './MediaBankModal';

const record = (name: string, typeOf: string, extra: Record<string, unknown> = {}) => ({
  name,
  nameLowerCase: name.toLowerCase(),
  url: `/files/mediaStorage/${name}?token=t`,
  size: 250_000,
  typeOf,
  fileType: name.slice(name.lastIndexOf('.') + 1),
  resourceID: 'ev1',
  folderID: 'root1',
  createdAt: new Date('2026-11-25T10:30:00Z'),
  status: 'ready',
  ...extra,
});

const docs = {
  'events/ev1': { title: 'Event' },
  'resourceAccess/ev1/permissions/u1': { permission: 'producer' },
  'resourceAccess/ev1/storage/root1': { title: 'Event', root: true },
  'mediaStorage/logo': record('logo.png', 'image'),
  'mediaStorage/busy': record('busy.png', 'image', { status: 'processing', processing: true }),
  'mediaStorage/deck': record('deck.pdf', 'document', { thumbnail: '/files/mediaStorage/deck/slide-001.png?token=t' }),
  'mediaStorage/other': record('other.png', 'image', { resourceID: 'ev2' }),
};

/** A 1x1 PNG: the server checks an upload by its content. */
const ONE_PIXEL_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

function openBank(onUse = vi.fn()) {
  const double = createBackendDouble({ docs });
  renderWithBackend(<MediaBankModal resourceId="ev1" isEvent open onUse={onUse} onClose={() => {}} />, double.backend);
  return { double, onUse };
}

const bank = () => screen.getByRole('dialog', { name: 'Mediabank' });

describe('the media bank', () => {
  it('lists the library by tab, previews the chosen item and hands it over with "Use selected"', async () => {
    const { onUse } = openBank();
    // The first live answer can take a while on a busy machine; the wait ends as soon as the list shows.
    expect(await screen.findByRole('button', { name: 'logo.png' }, { timeout: 20_000 })).toBeTruthy();
    expect(['Images', 'Presentations', 'Videos'].every((tab) => within(bank()).getByRole('tab', { name: tab }))).toBe(true);
    expect(within(bank()).getByText('Upload')).toBeTruthy();
    // Another event's image is not in this library.
    expect(screen.queryByRole('button', { name: 'other.png' })).toBeNull();
    expect(screen.getByText('Select files to continue')).toBeTruthy();
    const use = screen.getByRole('button', { name: 'Use selected' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /busy\.png/ }));
    expect(use.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'logo.png' }));
    const preview = screen.getByRole('complementary', { name: 'Selected item' });
    expect(within(preview).getByText('0.25 MB')).toBeTruthy();
    expect(within(preview).getByText('PNG')).toBeTruthy();
    expect(use.disabled).toBe(false);
    fireEvent.click(use);
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ id: 'logo', name: 'logo.png' }));

    fireEvent.click(within(bank()).getByRole('tab', { name: 'Presentations' }));
    expect(await screen.findByRole('button', { name: 'deck.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'logo.png' })).toBeNull();
    fireEvent.click(within(bank()).getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByText('No files')).toBeTruthy();
  });

  it('deletes the chosen item only after Yes', async () => {
    const { double } = openBank();
    fireEvent.click(await screen.findByRole('button', { name: 'logo.png' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // The confirmation says its question in its hidden header and its body.
    expect((await screen.findAllByText('Are you sure you want to delete this item?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    const deletes = () => double.calls.filter((c) => c.name === 'deleteMedia');
    expect(deletes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deletes()).toEqual([{ name: 'deleteMedia', input: { processIds: ['logo'] } }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'logo.png' })).toBeNull());
  });

  it('uploads into the library\'s top-level folder from the tab bar', async () => {
    const { double } = openBank();
    await screen.findByRole('button', { name: 'logo.png' }, { timeout: 5000 });
    const file = new File([ONE_PIXEL_PNG], 'new.png', { type: 'image/png' });
    fireEvent.change(within(bank()).getByLabelText('Upload'), { target: { files: [file] } });
    await waitFor(() => expect(double.uploads).toEqual([{ path: 'mediaStorage/ev1/root1/new.png', contentType: 'image/png', size: ONE_PIXEL_PNG.length }]));
    expect(await screen.findByRole('button', { name: /new\.png/ })).toBeTruthy();
  });
});

function FieldHost({ onChange }: { onChange(url: string | null): void }) {
  const [value, setValue] = useState<string | null>(null);
  return <ImageField resourceId="ev1" value={value} onChange={(url) => (setValue(url), onChange(url))} label="Presenter image" />;
}

describe('the small image field', () => {
  it('picks an image through the media bank and clears it', async () => {
    const double = createBackendDouble({ docs });
    const onChange = vi.fn();
    renderWithBackend(<FieldHost onChange={onChange} />, double.backend);
    const field = screen.getByRole('group', { name: 'Presenter image' });
    expect(within(field).getByText('Image')).toBeTruthy();
    expect(within(field).queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.click(within(field).getByRole('button', { name: 'Select File' }));
    // The image field offers images only.
    expect(within(bank()).queryByRole('tab', { name: 'Presentations' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'logo.png' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Use selected' }));
    const url = `${window.location.origin}/files/mediaStorage/logo.png?token=t`;
    expect(onChange).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mediabank' })).toBeNull());
    expect((within(field).getByRole('img', { name: 'Presenter image' }) as HTMLImageElement).src).toBe(url);

    fireEvent.click(within(field).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(within(field).queryByRole('img')).toBeNull();
  });
});
