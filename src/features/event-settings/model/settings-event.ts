/**
 * The event document as the settings page reads it (spec 000 section 3). Odd or missing values
 * fall back to what a new event has, so an old or hand-edited event still opens; the schema in
 * domain/events/event-settings.ts decides what may be written back.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageOf, type LanguageCode } from '@domain/events/event-rules';
import {
  DEFAULT_REGISTRATION_FIELDS,
  USER_TYPES,
  registrationFieldSchema,
  type RegistrationField,
} from '@domain/events/event-settings';
import { organizationOf } from '@domain/permissions/event-organization';

/** The colours a new event shows until someone picks its own (our choice; the spec gives none). */
export const DEFAULT_COLORS = { mainColor: '#1677ff', secondaryColor: '#13c2c2', backgroundColor: '#ffffff' } as const;
export type EventColors = { mainColor: string; secondaryColor: string; backgroundColor: string };

const text = z.string().catch('');
const color = (fallback: string) => z.string().catch(fallback);

const eventSchema = z.object({
  title: text,
  slug: text,
  date: z
    .union([z.date(), z.number()])
    .nullable()
    .catch(null)
    .transform((date) => (date === null ? null : new Date(date).getTime())),
  language: z.unknown().transform((value): LanguageCode => languageOf(value) ?? DEFAULT_LANGUAGE),
  colors: z
    .object({
      mainColor: color(DEFAULT_COLORS.mainColor),
      secondaryColor: color(DEFAULT_COLORS.secondaryColor),
      backgroundColor: color(DEFAULT_COLORS.backgroundColor),
    })
    .catch({ ...DEFAULT_COLORS }),
  font: text,
  favicon: z.object({ url: text }).catch({ url: '' }),
  frontPage: text,
  headerMenu: text,
  footerMenu: text,
  showPageTitle: z.boolean().catch(false),
  redirectURL: text,
  description: text,
  termsOfService: text,
  privacyPolicy: text,
  styleSheet: z.object({ id: text, css: text }).catch({ id: '', css: '' }),
  userTypes: z.enum(USER_TYPES).catch('none'),
  registerReq: z.boolean().catch(false),
  registration: z.array(registrationFieldSchema).catch(() => DEFAULT_REGISTRATION_FIELDS.map((field) => ({ ...field, options: [...field.options] }))),
  registrationBg: text,
  protectionType: z.string().nullable().catch(null),
});

type Parsed = z.output<typeof eventSchema>;

export type SettingsEvent = Omit<Parsed, 'registration'> & {
  id: string;
  registration: RegistrationField[];
  /** The organisation the event belongs to, or null (then its own access record holds its people). */
  organizationId: string | null;
};

export function toSettingsEvent(id: string, data: Record<string, unknown> | undefined): SettingsEvent {
  return { ...eventSchema.parse(data ?? {}), id, organizationId: organizationOf(data) };
}

/** Where the event's people are kept: its organisation's access record, else the event's own. */
export const accessResourceOf = (event: SettingsEvent): string => event.organizationId ?? event.id;
