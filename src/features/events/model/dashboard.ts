/** The dashboard's texts and setup rules (spec 000 sections 2.9, 4.1, 4.2 and 8). */
import { z } from 'zod';

export const dashboardMessages = {
  countdownHeading: 'Event starts in',
  started: 'The event has started',
  noDate: 'No date set',
  stateConfirmTitle: (state: string) => `Change state to ${state}`,
  stateConfirmHint: 'This might distrupt the user experience',
  refresh: 'Refresh the event page for viewers',
  refreshed: 'Event page refreshed. Please wait for a few seconds for the changes to take effect.',
  refreshFailed: 'There was an error processing your request, please try again later.',
  refreshUnavailable: 'Cant perform this action at this moment, please try again.',
} as const;

export const DATE_LONG_FORMAT = 'dddd, D MMMM YYYY HH:mm';

/** The event fields that decide whether the tiles warn; anything but a non-empty string counts as unset. */
const setupSchema = z.object({
  frontPage: z.string().min(1).nullable().catch(null),
  headerMenu: z.string().min(1).nullable().catch(null),
  footerMenu: z.string().min(1).nullable().catch(null),
});
export type EventSetup = z.infer<typeof setupSchema>;
export const toEventSetup = (data: unknown): EventSetup => setupSchema.parse(data ?? {});

export const UNIT_KINDS = ['chats', 'streams', 'pages', 'menus'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];
export type UnitCounts = Record<UnitKind, number>;

export type SetupWarning = { title: string; detail: string };

const warnings = {
  noChats: { title: 'No chats', detail: 'Please create a chat for the event page.' },
  noStreams: { title: 'No streams', detail: 'There are no streams, please create a stream.' },
  noPages: { title: 'No pages', detail: 'Please create a page for the event.' },
  noFrontpage: { title: 'No frontpage!', detail: 'Please set a frontpage for the event from settings!' },
  noMenus: { title: 'No menus', detail: 'Please create a menu for the event.' },
  noHeader: { title: 'No header', detail: 'Please set a header for the event from settings!' },
  noFooter: { title: 'No footer', detail: 'Event has no footer selected or created.' },
} satisfies Record<string, SetupWarning>;

/** What each tile warns about; a tile with nothing to warn about has an empty list. */
export function setupWarnings(counts: UnitCounts, setup: EventSetup): Record<UnitKind, SetupWarning[]> {
  return {
    chats: counts.chats === 0 ? [warnings.noChats] : [],
    streams: counts.streams === 0 ? [warnings.noStreams] : [],
    pages: [...(counts.pages === 0 ? [warnings.noPages] : []), ...(setup.frontPage ? [] : [warnings.noFrontpage])],
    menus: [
      ...(counts.menus === 0 ? [warnings.noMenus] : []),
      ...(setup.headerMenu ? [] : [warnings.noHeader]),
      ...(setup.footerMenu ? [] : [warnings.noFooter]),
    ],
  };
}

/** Pages carry a `removed` flag (spec 000 section 7.2): removed pages are not counted. */
export const isActivePage = (data: unknown): boolean => (data as { removed?: unknown } | undefined)?.removed !== true;

export const NOTES_SAVE_DELAY_MS = 500;
export const NOTES_DEFAULT = { notes: '', disabled: false } as const;
export const notesPath = (eventId: string) => `notes/${eventId}`;

const notesSchema = z.object({ notes: z.string().catch(''), disabled: z.boolean().catch(false) });
export type EventNotes = z.infer<typeof notesSchema>;
export const toEventNotes = (data: unknown): EventNotes => notesSchema.parse(data ?? {});
