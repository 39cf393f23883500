import dayjs from 'dayjs';
import { higherRole, type Role } from '@domain/permissions/roles';
import type { ResourceAccess } from '@/lib/access/resource-access';
import type { EventSummary } from './event';

/** What the user reaches: their resource records with a permission record, and their role on each. */
export type MyAccess = { records: ResourceAccess[]; roles: Readonly<Record<string, Role>> };

/** An event the user has just created, shown until the server lets them read it. */
export type CreatedEvent = { id: string; title: string; slug: string };

export type MyEventRow = EventSummary & {
  organization: { id: string; name: string } | null;
  /** The higher of the role on the event and the role on its organisation. */
  role: Role | null;
};

export const LIST_DATE_FORMAT = 'HH:mm - DD.MM.YYYY';

export const formatListDate = (date: Date | null) => (date ? dayjs(date).format(LIST_DATE_FORMAT) : '');

export const eventTitle = (event: { title: string }) => event.title || 'Untitled event';

/**
 * The id of the element holding a row's title. A row's other controls (thumbnail, tags, actions)
 * have short names and are described by it, so that a name like "Open event" stays distinct from
 * the title button's own name.
 */
export const titleElementId = (eventId: string) => `my-event-${encodeURIComponent(eventId)}-title`;

/** Event ids a user reaches: event records by their own id, organisation records through `events`. */
export function accessibleEventIds(records: ResourceAccess[]): string[] {
  const ids = records.flatMap((r) => (r.type === 'event' ? [r.id] : (r.events ?? [])));
  return [...new Set(ids)];
}

/** The organisation an event belongs to: its own field, else the user's organisation record that lists it. */
function organizationFor(event: EventSummary, records: ResourceAccess[]): { id: string; name: string } | null {
  const organizations = records.filter((r) => r.type === 'organization');
  const record = event.organizationId
    ? organizations.find((r) => r.id === event.organizationId)
    : organizations.find((r) => r.events?.includes(event.id));
  return record ? { id: record.id, name: record.name || 'Organisation' } : null;
}

export function toMyEventRow(event: EventSummary, access: MyAccess): MyEventRow {
  const organization = organizationFor(event, access.records);
  const orgId = organization?.id ?? event.organizationId;
  return { ...event, organization, role: higherRole(access.roles[event.id] ?? null, orgId ? (access.roles[orgId] ?? null) : null) };
}

/** Owners delete (spec 000 section 6); the server checks it again. */
export const canDelete = (row: MyEventRow) => row.role === 'owner';

/** The row of an event whose document the user cannot read yet: the server is still creating it. */
export function creatingRow(created: CreatedEvent): MyEventRow {
  return {
    id: created.id,
    title: created.title,
    slug: created.slug,
    state: null,
    date: null,
    status: 'event-created',
    tags: [],
    createdAt: null,
    organizationId: null,
    language: null,
    image: null,
    organization: null,
    role: null,
  };
}

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

/**
 * The search of spec 000 section 2.5: titles containing the text, case-insensitively; when no
 * title matches, events with a matching tag. Blank text keeps the whole list.
 */
export function searchRows<T extends { title: string; tags: string[] }>(rows: T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return rows;
  const byTitle = rows.filter((row) => contains(row.title, needle));
  if (byTitle.length > 0) return byTitle;
  return rows.filter((row) => row.tags.some((tag) => contains(tag, needle)));
}

const SUGGESTIONS_PER_GROUP = 8;

/** The search box's suggestions: matching tags and matching titles, each without repeats. */
export function searchSuggestions(rows: { title: string; tags: string[] }[], text: string): { tags: string[]; titles: string[] } {
  const needle = text.trim().toLowerCase();
  if (!needle) return { tags: [], titles: [] };
  const unique = (values: string[]) => [...new Set(values.filter((v) => contains(v, needle)))].slice(0, SUGGESTIONS_PER_GROUP);
  return { tags: unique(rows.flatMap((row) => row.tags)), titles: unique(rows.map((row) => row.title).filter(Boolean)) };
}

/**
 * A table comparator on a date field that keeps undated rows last whichever way the column is
 * sorted (the table reverses the result for a descending sort).
 */
export function compareDates<K extends 'date' | 'createdAt'>(key: K) {
  return (a: Record<K, Date | null>, b: Record<K, Date | null>, order?: 'ascend' | 'descend' | null): number => {
    const [x, y] = [a[key], b[key]];
    if (x && y) return x.getTime() - y.getTime();
    if (!x && !y) return 0;
    const missingLast = x ? -1 : 1;
    return order === 'descend' ? -missingLast : missingLast;
  };
}
