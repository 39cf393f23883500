/**
 * The public event site's view of an event (spec 000 sections 2.4, 3 and 4.2; spec 002): the
 * event document holds secrets (password and PIN hashes, link tokens, its organisation), so
 * viewers never read it. The server mirrors what the site needs into `eventSites/{eventId}`,
 * readable by anyone, whenever the event or one of its menus changes (server/site on the
 * embedded server, a Firestore trigger on Firebase), with this one function.
 *
 * `open`: viewers read the event's published pages themselves (see the permission matrix's
 * `sitePages`). A protected event, or one that asks viewers to register, is not open: its pages
 * come through the server's `eventSiteContent` call, for viewers holding a pass the server issued
 * when they gave the password, the PIN or (email protection) the address of one of the event's
 * participants, or registered. Such a site's document leaves out the menus.
 */
import type { DocData, DocValue } from '../documents/values';
import { registrationFieldsOf, type RegistrationField } from '../events/registration-form';
import { EVENT_STATES, isEventReady, type EventState } from '../events/event-rules';
import type { Menu } from './menu';
import type { PageState } from './page-states';
import { shownFields } from './registration';
import { siteFonts } from './site-fonts';

export const EVENT_SITES = 'eventSites';
export const EVENT_SITE = (eventId: string) => `${EVENT_SITES}/${eventId}`;
/** A viewer's pass to a protected or registration-only site: `events/{eventId}/sitePasses/{sha256 of the token}`. */
export const SITE_PASSES = (eventId: string) => `events/${eventId}/sitePasses`;

/** `email`: no secret; the event's participants get in by giving their address (domain/pages/site-access.ts). */
export const SITE_PROTECTIONS = ['password', 'pin', 'email'] as const;
export type SiteProtection = (typeof SITE_PROTECTIONS)[number];

export type SiteMenu = Omit<Menu, 'createdAt' | 'updatedAt'>;

export type EventSite = {
  eventId: string;
  slug: string;
  title: string;
  state: EventState | null;
  /** Changes when the dashboard asks viewers to reload (spec 000 section 4.2). */
  refresh: string;
  open: boolean;
  protection: SiteProtection | null;
  registerReq: boolean;
  colors: { mainColor: string; secondaryColor: string; backgroundColor: string };
  font: string;
  /** The shipped web fonts the site uses (domain/pages/site-fonts.ts): the chosen font first, then those its custom CSS names. */
  fonts: string[];
  favicon: string;
  css: string;
  showPageTitle: boolean;
  redirectURL: string;
  frontPage: string;
  headerMenu: SiteMenu | null;
  footerMenu: SiteMenu | null;
  /** The fields shown on the registration form. */
  registration: RegistrationField[];
  registrationBg: string;
  termsOfService: string;
  privacyPolicy: string;
  userTypes: string;
  /** An open site's published, visible pages: an embedded page finds its site by its id. */
  pageIds: string[];
  /** Grows whenever one of the event's pages changes: a site that is not open fetches its pages again. */
  contentVersion: number;
};

export const DEFAULT_SITE_COLORS = { mainColor: '#1677ff', secondaryColor: '#0088FF', backgroundColor: '#ffffff' } as const;

const str = (value: DocValue | undefined): string => (typeof value === 'string' ? value : '');
const obj = (value: DocValue | undefined): DocData => (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) ? (value as DocData) : {});

export function protectionOf(event: DocData): SiteProtection | null {
  const type = event.protectionType;
  if (type === 'password' && str(event.passHash) !== '') return 'password';
  if (type === 'pin' && str(event.pinHash) !== '') return 'pin';
  if (type === 'email') return 'email';
  return null;
}

/** What a menu document shows on the site. */
export function siteMenuOf(id: string, data: DocData | null): SiteMenu | null {
  if (!data) return null;
  const colors = obj(data.colors);
  const css = obj(data.css);
  const typeData = obj(data.typeData);
  const flag = (value: DocValue | undefined, fallback: 'true' | 'false') => (value === 'true' || value === 'false' ? value : fallback);
  const position = css.position === 'left' || css.position === 'center' ? css.position : 'right';
  return {
    id,
    name: str(data.name),
    title: str(data.title),
    type: data.type === 'footer' ? 'footer' : 'header',
    img: str(data.img),
    secondaryLogo: str(data.secondaryLogo),
    pages: (Array.isArray(data.pages) ? data.pages : []).flatMap((entry) => {
      const link = obj(entry);
      if (typeof link.id !== 'string') return [];
      return [{ id: link.id, label: str(link.label), slug: str(link.slug), ...(link.kind === 'chat' ? { kind: 'chat' as const } : {}) }];
    }),
    colors: { mainColor: str(colors.mainColor), secondaryColor: str(colors.secondaryColor), backgroundColor: str(colors.backgroundColor) },
    css: { params: '', position },
    active: data.active !== false,
    typeData: {
      visible: flag(typeData.visible, 'true'),
      linksShow: flag(typeData.linksShow, 'true'),
      fixed: flag(typeData.fixed, 'false'),
      centerLogo: flag(typeData.centerLogo, 'false'),
      showWaterMark: flag(typeData.showWaterMark, 'false'),
    },
  };
}

/**
 * The site document of an event, or null when the event has none (it does not exist or is still
 * being created). `menus` holds the event's header and footer menu documents by id.
 */
export function eventSiteOf(eventId: string, event: DocData | null, menus: ReadonlyMap<string, DocData | null>, contentVersion: number): EventSite | null {
  if (!event || !isEventReady(event.status)) return null;
  const protection = protectionOf(event);
  const registerReq = event.registerReq === true;
  const open = protection === null && !registerReq;
  const colors = obj(event.colors);
  const menu = (field: 'headerMenu' | 'footerMenu') => {
    const id = str(event[field]);
    return open && id ? siteMenuOf(id, menus.get(id) ?? null) : null;
  };
  const state = (EVENT_STATES as readonly DocValue[]).includes(event.state ?? null) ? (event.state as EventState) : null;
  return {
    eventId,
    slug: str(event.slug),
    title: str(event.title),
    state,
    refresh: str(event.refresh),
    open,
    protection,
    registerReq,
    colors: {
      mainColor: str(colors.mainColor) || DEFAULT_SITE_COLORS.mainColor,
      secondaryColor: str(colors.secondaryColor) || DEFAULT_SITE_COLORS.secondaryColor,
      backgroundColor: str(colors.backgroundColor) || DEFAULT_SITE_COLORS.backgroundColor,
    },
    font: str(event.font),
    fonts: siteFonts(str(event.font), []),
    favicon: str(obj(event.favicon).url),
    css: str(obj(event.styleSheet).css),
    showPageTitle: event.showPageTitle === true,
    redirectURL: str(event.redirectURL),
    frontPage: str(event.frontPage),
    headerMenu: menu('headerMenu'),
    footerMenu: menu('footerMenu'),
    registration: shownFields(registrationFieldsOf(event.registration)),
    registrationBg: str(event.registrationBg),
    termsOfService: str(event.termsOfService),
    privacyPolicy: str(event.privacyPolicy),
    userTypes: str(event.userTypes) || 'none',
    pageIds: [],
    contentVersion,
  };
}

/** The menu ids an event's site shows: a change to one of these menus changes the site. */
export function siteMenuIds(event: DocData | null): string[] {
  return event ? [str(event.headerMenu), str(event.footerMenu)].filter((id) => id !== '') : [];
}

/**
 * What makes a page readable by anyone (the matrix's `sitePages`): these fields hold these
 * values, and its `states` hold the site's current state. A viewer's query asks exactly this.
 */
export const PUBLIC_PAGE_FIELDS = { visibility: true, removed: false, published: true } as const;
export const PAGE_STATES_FIELD = 'states';

/** The where clauses of a viewer's query for the site's pages in a state. */
export function publicPageFilters(state: PageState) {
  return [
    ...Object.entries(PUBLIC_PAGE_FIELDS).map(([field, value]) => ({ field, op: '==' as const, value })),
    { field: PAGE_STATES_FIELD, op: 'array-contains' as const, value: state },
  ];
}
