/**
 * The settings form (spec 000 sections 2.11 and 5): what the Update button sends, how the slug is
 * tidied as it is typed, the inline messages, and the exported file.
 *
 * The stored event is the form's baseline and the user's edits are a draft on top of it: a field
 * nobody touched keeps following the live event (another producer's change shows at once), and
 * Update sends only the fields whose draft differs from what is stored.
 */
import { deriveSlug, eventRuleMessages, validateSlug, validateTitle } from '@domain/events/event-rules';
import {
  eventSettingsPatchSchema,
  eventSettingsSchema,
  registrationProblem,
  settingsMessages,
  tidyRedirectUrl,
  type EventSettings,
  type EventSettingsPatch,
} from '@domain/events/event-settings';
import type { SettingsEvent } from './settings-event';

/** The General tab's fields that Update sends; the colours save on their own. */
export const GENERAL_KEYS = [
  'title',
  'slug',
  'date',
  'language',
  'font',
  'favicon',
  'frontPage',
  'headerMenu',
  'footerMenu',
  'showPageTitle',
  'redirectURL',
  'description',
  'termsOfService',
  'privacyPolicy',
] as const;
/** The Registration tab's fields (its background image also saves itself at once). */
export const REGISTRATION_KEYS = ['userTypes', 'registerReq', 'registration', 'registrationBg'] as const;
export const FORM_KEYS = [...GENERAL_KEYS, ...REGISTRATION_KEYS] as const;

export type FormKey = (typeof FORM_KEYS)[number];
export type SettingsForm = Pick<EventSettings, FormKey>;
export type SettingsDraft = Partial<SettingsForm>;

function pick<K extends keyof EventSettings>(event: SettingsEvent, keys: readonly K[]): Pick<EventSettings, K> {
  return Object.fromEntries(keys.map((key) => [key, event[key]])) as unknown as Pick<EventSettings, K>;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the form shows: the draft where the user edited, the stored event elsewhere. */
export function formValues(event: SettingsEvent, draft: SettingsDraft): SettingsForm {
  return { ...pick(event, FORM_KEYS), ...draft };
}

/** The draft as it would be stored: a redirect URL typed without a scheme is an https one. */
function tidy(draft: SettingsDraft): SettingsDraft {
  return draft.redirectURL === undefined ? draft : { ...draft, redirectURL: tidyRedirectUrl(draft.redirectURL) };
}

/** The edited fields whose value differs from the stored one: exactly what Update sends. */
export function changedFields(event: SettingsEvent, draft: SettingsDraft): EventSettingsPatch {
  const stored = pick(event, FORM_KEYS);
  return Object.fromEntries(Object.entries(tidy(draft)).filter(([key, value]) => !same(value, stored[key as FormKey])));
}

/**
 * The slug as the user types it, tidied by the slug rules (lower case, umlauts, spaces to
 * hyphens, characters a slug cannot hold dropped). A hyphen just typed at the end is kept, so
 * that the next word can follow; the rules then refuse a slug that still ends with it.
 */
export function typedSlug(input: string): string {
  const slug = deriveSlug(input);
  return slug !== '' && /[\s-]$/u.test(input) ? `${slug}-` : slug;
}

export function titleProblem(title: string): string | null {
  return title.trim() === '' ? settingsMessages.titleRequired : validateTitle(title);
}

/** The settings page has its own too-short text (spec 000 section 5). */
export function slugProblem(slug: string): string | null {
  const problem = validateSlug(slug);
  return problem === eventRuleMessages.slugTooShort ? settingsMessages.slugTooShort : problem;
}

export type FieldProblems = Partial<Record<FormKey, string>>;

/** The messages the server would answer for this patch, by field, checked before it is sent. */
export function patchProblems(patch: EventSettingsPatch): FieldProblems {
  const problems: FieldProblems = {};
  const parsed = eventSettingsPatchSchema.safeParse(patch);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as FormKey;
      problems[key] ??= issue.message;
    }
  }
  if (patch.title !== undefined) {
    const problem = titleProblem(patch.title);
    if (problem) problems.title = problem;
  }
  if (patch.slug !== undefined) {
    const problem = slugProblem(patch.slug);
    if (problem) problems.slug = problem;
  }
  if (patch.registration !== undefined) {
    const problem = registrationProblem(patch.registration);
    if (problem) problems.registration = problem;
  }
  return problems;
}

/** Never in the export: the protection secrets. */
const EXPORT_KEYS = [...(Object.keys(eventSettingsSchema.shape) as (keyof EventSettings)[])];

/** The exported settings: the settings fields as stored, the date as an ISO time; no hashes. */
export function settingsExport(event: SettingsEvent): Record<string, unknown> {
  const fields: Record<string, unknown> = pick(event, EXPORT_KEYS);
  return {
    ...fields,
    date: event.date === null ? null : new Date(event.date).toISOString(),
    protectionType: event.protectionType,
  };
}

export const exportFileName = (event: SettingsEvent): string => `${event.slug || event.id}-settings.json`;

/** The draft without the fields that now hold the stored value (saved, or changed back). */
export function pruneDraft(event: SettingsEvent, draft: SettingsDraft): SettingsDraft {
  const stored = pick(event, FORM_KEYS);
  const tidied = tidy(draft);
  const kept = Object.entries(draft).filter(([key]) => !same(tidied[key as FormKey], stored[key as FormKey]));
  return kept.length === Object.keys(draft).length ? draft : Object.fromEntries(kept);
}
