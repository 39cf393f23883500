import { settingsMessages, type EventSettingsPatch } from '@domain/events/event-settings';
import { explainedErrorText, isExplainedError } from '@/lib/errors/explained-error';

/** The text a failed settings call shows: the server's explanation of a refusal, else the error catalogue's. */
export { explainedErrorText as settingsErrorText } from '@/lib/errors/explained-error';

/**
 * The text a failed Update shows: the spec's own sentence for a slug or a redirect URL the update
 * carried (spec 000 section 8) when the server did not explain the refusal itself.
 */
export function updateErrorText(error: unknown, sent: EventSettingsPatch | undefined): string {
  const explained = isExplainedError(error);
  if (!explained && sent?.slug !== undefined) return settingsMessages.slugFailed;
  if (!explained && sent?.redirectURL !== undefined) return settingsMessages.redirectFailed;
  return explainedErrorText(error);
}
