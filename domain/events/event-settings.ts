/**
 * The event settings page's fields (spec 000 sections 2.11, 3 and 5; spec 002 sections 4 and 5),
 * written once for the form and for the server, which checks every field again before it writes.
 * A settings update is a patch: only the fields it carries change.
 *
 * Beyond the spec (our decisions): colours are CSS hex colours; URLs must be http(s) (a
 * `javascript:` link would run in the visitors' pages), and a redirect URL typed without a scheme
 * is taken as https (the spec asks for https:// only as a hint); the description, terms and privacy texts
 * are plain text; a font is a family name; the custom CSS must parse as CSS and is at most
 * 100,000 characters; the registration form holds at most 30 fields.
 */
import { z } from 'zod';
import { LANGUAGE_CODES, SLUG_CHECK_FAILED } from './event-rules';
import { FIELD_NAME, FIELD_TYPES, type RegistrationField } from './registration-form';

export { DEFAULT_REGISTRATION_FIELDS, FIELD_TYPES, type FieldType, type RegistrationField } from './registration-form';

export const settingsMessages = {
  updated: 'Event settings updated!',
  redirectSet: 'Redirect URL set!',
  redirectFailed: 'There was an error setting redirect URL! Please try again later.',
  redirectHint: 'The address should include https://',
  slugChanged: 'Slug changed!',
  slugFailed: 'There was an error updating slug! Please try again later.',
  slugTooShort: 'Slug need to be atleast 3 characters',
  titleRequired: 'Please give a title for the event',
  refreshPage: SLUG_CHECK_FAILED,
  registrationBgSaved: 'Registration background saved',
  cssFailed: 'There was an error. Please try again later.',
  cssInvalid: 'This is not valid CSS',
  alternativeOrganization: 'Please select an alternative organization',
  emailFieldLocked: 'The email field cannot be hidden, made optional or deleted.',
  invalidDate: 'Please choose a valid date.',
  invalidColor: 'Colours are written as #rrggbb.',
  invalidUrl: 'Please give a web address: http:// or https://, nothing else.',
  unknownPage: 'That page is not one of this event’s pages.',
  unknownMenu: 'That menu is not one of this event’s menus.',
} as const;

/** The settings colour pickers write 300 ms after the last change (spec 000 section 9). */
export const COLOR_DEBOUNCE_MS = 300;
/** The event date picker's format and step (spec 000 section 9). */
export const SETTINGS_DATE_FORMAT = 'DD.MM.YYYY HH:mm';
export const DATE_MINUTE_STEP = 15;
export const CSS_MAX_LENGTH = 100_000;
export const TEXT_MAX_LENGTH = 10_000;
export const REGISTRATION_MAX_FIELDS = 30;
/** The registration background's size hint (spec 000 section 9). */
export const REGISTRATION_BG_HINT = '520x600 px';

export const USER_TYPES = ['none', 'autoCreate', 'userCreate'] as const;
/** Spec 000 section 6: every protection option is shown but disabled; 'none' is what can be stored. */
export const PROTECTION_TYPES = ['password', 'ip', 'pin', 'email'] as const;

const DATE_MIN = Date.UTC(2000, 0, 1);
const DATE_MAX = Date.UTC(2100, 0, 1);

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, settingsMessages.invalidColor);
/** An http(s) address, or '' for none. */
const webUrl = z
  .string()
  .max(2_000)
  .refine((value) => value === '' || isWebUrl(value), settingsMessages.invalidUrl);
const docRef = z.string().max(200);
const plainText = z.string().max(TEXT_MAX_LENGTH);

/**
 * A redirect URL as typed, as it is stored: trimmed, and with https:// in front when it names no
 * scheme ("example.com/after"). Any other scheme stays as typed, for the rules to refuse.
 */
export function tidyRedirectUrl(typed: string): string {
  const value = typed.trim();
  // "example.com:8080" names a port, not a scheme.
  if (value === '' || /^[a-z][a-z\d+.-]*:(?!\d)/i.test(value)) return value;
  return `https://${value.replace(/^\/+/, '')}`;
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const registrationFieldSchema = z
  .object({
    name: z.string().regex(FIELD_NAME, 'A field name is letters, digits and _ (at most 40).'),
    key: z.string().max(80),
    label: z.string().max(200),
    placeholder: z.string().max(200),
    required: z.boolean(),
    selected: z.boolean(),
    fieldType: z.enum(FIELD_TYPES),
    options: z.array(z.string().min(1).max(200)).max(100),
  })
  .strict() satisfies z.ZodType<RegistrationField>;

/** The registration form's rules (spec 002 section 5): an email field that is required and shown, unique names. */
export function registrationProblem(fields: readonly RegistrationField[]): string | null {
  const email = fields.find((field) => field.name === 'email');
  if (!email || !email.required || !email.selected) return settingsMessages.emailFieldLocked;
  const names = new Set(fields.map((field) => field.name));
  if (names.size !== fields.length) return 'Two registration fields have the same name.';
  return null;
}

export const eventSettingsSchema = z
  .object({
    title: z.string().max(TEXT_MAX_LENGTH),
    slug: z.string().max(TEXT_MAX_LENGTH),
    /** Milliseconds since the epoch. */
    date: z.number().int().min(DATE_MIN, settingsMessages.invalidDate).max(DATE_MAX, settingsMessages.invalidDate).nullable(),
    language: z.enum(LANGUAGE_CODES),
    colors: z.object({ mainColor: hexColor, secondaryColor: hexColor, backgroundColor: hexColor }).strict(),
    font: z.string().max(100).regex(/^[\p{L}\p{N} _-]*$/u, 'A font is a family name.'),
    favicon: z.object({ url: webUrl }).strict(),
    frontPage: docRef,
    headerMenu: docRef,
    footerMenu: docRef,
    showPageTitle: z.boolean(),
    redirectURL: webUrl,
    description: plainText,
    termsOfService: plainText,
    privacyPolicy: plainText,
    styleSheet: z.object({ id: z.string().max(200), css: z.string().max(CSS_MAX_LENGTH) }).strict(),
    userTypes: z.enum(USER_TYPES),
    registerReq: z.boolean(),
    registration: z.array(registrationFieldSchema).max(REGISTRATION_MAX_FIELDS),
    registrationBg: webUrl,
  })
  .strict();

export type EventSettings = z.infer<typeof eventSettingsSchema>;
export const eventSettingsPatchSchema = eventSettingsSchema.partial();
export type EventSettingsPatch = z.infer<typeof eventSettingsPatchSchema>;

/** A font family name as the settings store it (the `font` field's rule above). */
const FONT_NAME = /^[\p{L}\p{N} _-]{1,100}$/u;

/**
 * The font a custom style sheet names (spec 002 section 4): the first quoted name after a
 * font-family declaration. No such name keeps the previous font; empty CSS clears it.
 * Comments are skipped (commented-out CSS names no font), custom properties such as
 * `--heading-font-family` are not font-family declarations, and a quoted name the `font` field
 * could not store (`"Font.Awesome"`) is passed over, so the CSS can always be saved.
 */
export function fontFromCss(css: string, previousFont: string): string {
  if (css.trim() === '') return '';
  const code = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ');
  for (const [, value] of code.matchAll(/(?<![\w-])font-family\s*:([^;{}]*)/gi)) {
    for (const [, , name] of value.matchAll(/(["'])(.*?)\1/g)) {
      const font = name.trim();
      if (FONT_NAME.test(font)) return font;
    }
  }
  return previousFont;
}
