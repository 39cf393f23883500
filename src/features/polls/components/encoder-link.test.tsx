// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encoderLinkUrl } from '@domain/polls/encoder-link';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { EncoderLinkPanel } from './EncoderLinkPanel';

afterEach(() => vi.unstubAllGlobals());

describe('the encoder link', () => {
  it('goes to the clipboard when it is created', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const docs = { 'events/ev1': { title: 'Launch' }, 'resourceAccess/ev1/permissions/ada': { permission: 'producer' } };
    const double = createBackendDouble({ user: testUser({ uid: 'ada' }), docs });
    double.answerCall('rotateEncoderLink', () => ({ token: 'tok-1' }));
    renderWithBackend(<EncoderLinkPanel eventId="ev1" />, double.backend);
    fireEvent.click(await screen.findByRole('button', { name: 'Create encoder link' }));
    expect(await screen.findByText('Encoder link created and copied to clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(encoderLinkUrl(window.location.origin, 'ev1', 'tok-1'));
    await waitFor(() => expect(double.calls.filter((c) => c.name === 'rotateEncoderLink')).toHaveLength(1));
  });
});
