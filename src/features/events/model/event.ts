import { z } from 'zod';
import { isEventReady as eventStatusReady, languageOf, type LanguageCode } from '@domain/events/event-rules';

/** The event fields the app shows; odd values fall back instead of hiding the event. */
const eventSchema = z.object({
  title: z.string().catch(''),
  slug: z.string().catch(''),
  state: z.string().nullable().catch(null),
  date: z.date().nullable().catch(null),
  status: z.string().nullable().catch(null),
  tags: z
    .array(z.unknown())
    .catch([])
    .transform((tags) => [...new Set(tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== ''))]),
  createdAt: z.date().nullable().catch(null),
  organization: z.string().min(1).nullable().catch(null),
  permission: z.object({ organization: z.string().min(1) }).nullable().catch(null),
  favicon: z.object({ url: z.string().min(1) }).nullable().catch(null),
  language: z.string().nullable().catch(null),
});

export type EventSummary = {
  id: string;
  title: string;
  slug: string;
  state: string | null;
  date: Date | null;
  status: string | null;
  tags: string[];
  createdAt: Date | null;
  /** `organization`, or the older `permission.organization` (spec 000 section 3). */
  organizationId: string | null;
  /** The event's own picture (its favicon) for the list's thumbnail; null shows the identicon. */
  image: string | null;
  /** Null when unset or not one of ours. */
  language: LanguageCode | null;
};

export function toEventSummary(id: string, data: unknown): EventSummary {
  const { organization, permission, favicon, language, ...fields } = eventSchema.parse(data ?? {});
  return { ...fields, id, language: languageOf(language), organizationId: organization ?? permission?.organization ?? null, image: favicon?.url ?? null };
}

export const isEventReady = (event: EventSummary): boolean => eventStatusReady(event.status);

/** Newest first, undated last (spec 000 section 2.5's default order). */
export function byDateNewestFirst(a: EventSummary, b: EventSummary): number {
  return (b.date?.getTime() ?? -Infinity) - (a.date?.getTime() ?? -Infinity) || a.title.localeCompare(b.title);
}
