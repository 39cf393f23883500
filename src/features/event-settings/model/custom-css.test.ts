import { describe, expect, it } from 'vitest';
import { eventSettingsPatchSchema, settingsMessages } from '@domain/events/event-settings';
import { BackendError } from '@/backend/port';
import { customCssFailureText, customCssPatch } from './custom-css';

describe('the Custom CSS dialog’s save', () => {
  it('saves the style sheet under its id with the font its CSS names', () => {
    const css = 'body {\n  font-family: "Open Sans", sans-serif;\n}';
    const patch = customCssPatch(css, 'sheet-1', 'Lato');
    expect(patch).toEqual({ styleSheet: { id: 'sheet-1', css }, font: 'Open Sans' });
    expect(eventSettingsPatchSchema.parse(patch)).toEqual(patch);
  });

  it('keeps the previous font when the CSS names none, and clears it with empty CSS', () => {
    expect(customCssPatch('h1 { color: red }', 'sheet-1', 'Lato').font).toBe('Lato');
    expect(customCssPatch('', 'sheet-1', 'Lato')).toEqual({ styleSheet: { id: 'sheet-1', css: '' }, font: '' });
  });

  it('shows the server’s reason for refusing the CSS, and the spec’s text for any other failure', () => {
    const notCss = `${settingsMessages.cssInvalid}: Unclosed block (line 1, column 1).`;
    expect(customCssFailureText(new BackendError('invalid-argument', notCss))).toBe(notCss);
    expect(customCssFailureText(new BackendError('unavailable', 'offline'))).toBe(settingsMessages.cssFailed);
    expect(customCssFailureText(new BackendError('permission-denied', 'no'))).toBe(settingsMessages.cssFailed);
    expect(customCssFailureText(new BackendError('invalid-argument', 'Invalid input for updateEventSettings: …'))).toBe(settingsMessages.cssFailed);
    expect(customCssFailureText(new Error('boom'))).toBe(settingsMessages.cssFailed);
  });
});
