/**
 * The `/api` calls of pages, menus and the public event site (issue 12), spread into
 * `apiContracts` (contracts.ts). Every page and menu write goes through them: the server checks
 * the caller's role, the shapes and the rules, in one transaction.
 */
import { z } from 'zod';
import { registrationLimits } from '../pages/registration';
import { menuInputSchema } from '../pages/menu-schema';
import { componentListSchema, newPageSchema, pageSettingsSchema } from '../pages/page-schema';
import { SITE_PROTECTIONS } from '../pages/event-site';
import { BUILDER_STATES } from '../pages/page-states';
import { VISITOR_ID_PATTERN } from '../events/visitor-analytics';

const id = z.string().min(1).max(200);
/** A viewer's pass: the server's token, kept by the site in the browser. */
export const sitePass = z.string().min(1).max(200);
/** The random id a browser keeps per event for visitor analytics (domain/events/visitor-analytics.ts). */
export const visitorId = z.string().regex(VISITOR_ID_PATTERN);
const slugText = z.string().max(1_000);
/** A top-level field of an audience document, as the site's queries name them. */
const audienceField = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/);

/** A page as the site shows it (the stored page's public fields; the site reads them defensively). */
const sitePage = z.object({ id: z.string(), slug: z.string(), title: z.string(), template: z.string(), states: z.array(z.string()), components: z.array(z.unknown()) }).loose();
const siteMenu = z.object({ id: z.string() }).loose();

export const pageContracts = {
  /** The create dialog (spec 002 section 2); owners. Answers the new page's id. */
  createPage: {
    input: z.object({ eventId: id, page: newPageSchema }).strict(),
    output: z.object({ pageId: z.string() }),
  },
  /** The settings drawer's fields; producers. */
  updatePageSettings: {
    input: z.object({ eventId: id, pageId: id, settings: pageSettingsSchema }).strict(),
    output: z.object({}),
  },
  /** A new slug, unique among the event's pages (spec 002 section 5); producers. */
  changePageSlug: {
    input: z.object({ eventId: id, pageId: id, slug: slugText }).strict(),
    output: z.object({}),
  },
  /** Soft delete (removed) and Use (restored) (spec 002 section 4); producers. */
  setPageRemoved: {
    input: z.object({ eventId: id, pageId: id, removed: z.boolean() }).strict(),
    output: z.object({}),
  },
  /** Hard delete: the page with its versions and drafts; owners. */
  deletePage: {
    input: z.object({ eventId: id, pageId: id }).strict(),
    output: z.object({}),
  },
  /** A copy under a new id and slug (spec 002 section 4); owners. */
  duplicatePage: {
    input: z.object({ eventId: id, pageId: id }).strict(),
    output: z.object({ pageId: z.string() }),
  },
  /**
   * Publishes components onto the page (spec 002 section 4): author, revisions + 1, a snapshot in
   * versions, the caller's draft cleared. `baseRevision`: the revision the draft began from; a
   * later one means someone published meanwhile (their revision stays in the versions).
   */
  publishPage: {
    input: z.object({ eventId: id, pageId: id, components: componentListSchema, baseRevision: z.number().int().min(0) }).strict(),
    output: z.object({ revisions: z.number().int(), replacedNewer: z.boolean() }),
  },
  /** Creates (no `menuId`; owners) or updates (producers) a menu. */
  saveMenu: {
    input: z.object({ eventId: id, menuId: id.optional(), menu: menuInputSchema }).strict(),
    output: z.object({ menuId: z.string() }),
  },
  /** Deletes a menu and clears the event's header or footer choice of it; owners. */
  deleteMenu: {
    input: z.object({ eventId: id, menuId: id }).strict(),
    output: z.object({}),
  },
  /** Protects the event site with a password, a PIN or email (no secret: send ''), or removes the protection (null); producers. */
  setEventProtection: {
    input: z.object({ eventId: id, protection: z.enum(SITE_PROTECTIONS).nullable(), secret: z.string().max(1_000) }).strict(),
    output: z.object({}),
  },
  /**
   * A viewer gives the site's password or PIN, or on an email-protected site their address as
   * `secret`; answers a pass (the one given, extended, or a new one).
   */
  unlockEventSite: {
    input: z.object({ eventId: id, secret: z.string().max(1_000), pass: sitePass.optional() }).strict(),
    output: z.object({ pass: z.string() }),
  },
  /**
   * A viewer registers (the event's form: its own fields, or the default one); answers a pass that
   * brings them back without registering again, and mails them a personal link back to the site.
   * One address is one participant: registering again updates it.
   */
  registerForEvent: {
    input: z
      .object({ eventId: id, answers: z.record(z.string().max(100), z.string().max(registrationLimits.textareaMaxLength * 2)), pass: sitePass.optional() })
      .strict()
      .refine((value) => Object.keys(value.answers).length <= registrationLimits.maxAnswers, 'Too many answers.'),
    output: z.object({ pass: z.string() }),
  },
  /**
   * A page load of the event's site (`pageId`: the page shown) or of a viewer page (the watch
   * page: no page). The server counts a visit, and from its own record of the visitor a new
   * session after 30 idle minutes and a new unique visitor; a site that is not open counts only
   * the viewers it lets in. Answers what the load counted as. Public, rate-limited.
   */
  recordVisit: {
    input: z.object({ eventId: id, visitorId, pageId: id.optional(), pass: sitePass.optional() }).strict(),
    output: z.object({ unique: z.boolean(), session: z.boolean() }),
  },
  /**
   * The event whose site answers at this slug, when that site is not open (open sites are found
   * by a query on eventSites; the protected ones are never listed). Public.
   */
  findEventSite: {
    input: z.object({ slug: z.string().min(1).max(200) }).strict(),
    output: z.object({ eventId: z.string().nullable() }),
  },
  /**
   * What a site that is not open shares with a viewer whose pass covers it: the audience data the
   * matrix makes public while a site is open (a chat, its accepted messages, a poll and its
   * tally), read by path, or by query on a collection of those rows. Members read it directly.
   */
  readSiteAudience: {
    input: z
      .object({
        eventId: id,
        pass: sitePass.optional(),
        path: z.string().min(1).max(1_500),
        where: z.array(z.object({ field: audienceField, op: z.enum(['==', 'in']), value: z.union([z.string().max(200), z.array(z.string().max(200)).max(10)]) })).max(3).optional(),
        orderBy: z.array(z.object({ field: audienceField, direction: z.enum(['asc', 'desc']) })).max(2).optional(),
        limit: z.number().int().min(1).max(200).optional(),
      })
      .strict(),
    /** `docs`: the document (none when it does not exist) or the query's documents, each with its id and data. */
    output: z.object({ docs: z.array(z.object({ id: z.string(), data: z.record(z.string(), z.unknown()) })) }),
  },
  /**
   * The pages and menus of a site that is not open, for a viewer whose pass covers what it asks
   * (the password or PIN, registration). `needs` lists what is missing; then nothing else is sent.
   */
  eventSiteContent: {
    input: z.object({ eventId: id, pass: sitePass.optional() }).strict(),
    output: z.object({
      needs: z.array(z.enum(['protection', 'registration'])),
      state: z.enum(BUILDER_STATES as [string, ...string[]]).nullable(),
      pages: z.array(sitePage),
      headerMenu: siteMenu.nullable(),
      footerMenu: siteMenu.nullable(),
      viewer: z.object({ name: z.string(), email: z.string() }).nullable(),
    }),
  },
} as const;
