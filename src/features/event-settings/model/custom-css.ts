/**
 * What the Custom CSS dialog's Update saves (spec 002 sections 4 and 7: "update {styleSheet,
 * font}") and what it says when that fails (spec 002 section 8).
 */
import { fontFromCss, settingsMessages, type EventSettingsPatch } from '@domain/events/event-settings';
import { errorCode } from '@/lib/errors/error-catalogue';

/** The style sheet keeps its id; the font follows the CSS's first quoted font-family name. */
export function customCssPatch(css: string, styleSheetId: string, previousFont: string): Required<Pick<EventSettingsPatch, 'styleSheet' | 'font'>> {
  return { styleSheet: { id: styleSheetId, css }, font: fontFromCss(css, previousFont) };
}

/** The server's own words when it refuses the CSS (not CSS, too long); otherwise the spec's failure text. */
export function customCssFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  // "Invalid input for …" is the client's contract check, never meant for the user.
  if (errorCode(error) === 'invalid-argument' && message !== '' && !message.startsWith('Invalid input for')) return message;
  return settingsMessages.cssFailed;
}
