import dayjs from 'dayjs';
import { z } from 'zod';

/** A stored agenda item as the screens read it: a field of the wrong type reads as empty. */
const agendaSchema = z.object({
  title: z.string().catch(''),
  startsAt: z.date().nullable().catch(null),
  endsAt: z.date().nullable().catch(null),
  presenters: z.array(z.string()).catch([]),
  deck: z.string().nullable().catch(null),
  createdAt: z.date().nullable().catch(null),
});

export type AgendaItem = z.infer<typeof agendaSchema> & { id: string };
export type PresenterName = { id: string; name: string };
export type DeckName = { id: string; title: string };

export const toAgendaItem = (id: string, data: unknown): AgendaItem => ({ ...agendaSchema.parse(data ?? {}), id });

/** Spec 002 section 9: tables write dates as "HH:mm - DD.MM.YYYY". */
export const tableDate = (date: Date | null) => (date ? dayjs(date).format('HH:mm - DD.MM.YYYY') : '');

/** "start – end", either side left out when not set. */
export const timeSpan = (item: Pick<AgendaItem, 'startsAt' | 'endsAt'>) =>
  [tableDate(item.startsAt), tableDate(item.endsAt)].filter((part) => part !== '').join(' – ');

/** The names of the item's presenters, skipping any deleted since it was saved. */
export const presenterNames = (item: Pick<AgendaItem, 'presenters'>, presenters: readonly PresenterName[]) =>
  item.presenters.flatMap((id) => presenters.find((p) => p.id === id)?.name ?? []).join(', ');
