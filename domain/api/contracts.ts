import { z } from 'zod';
import { PASSWORD_MAX } from '../account/password-rule';
import { MESSAGE_MAX_LENGTH, SENDER_NAME_MAX_LENGTH } from '../chats/chat';
import { DUPLICABLE_COLLECTIONS, LANGUAGE_CODES } from '../events/event-rules';
import { eventSettingsPatchSchema } from '../events/event-settings';
import { MAX_INVITES_PER_SEND } from '../invites/invite-emails';
import { MAX_FILES_PER_BATCH, MEDIA_KINDS } from '../media/media-types';
import { USAGE_KINDS } from '../media/media-usage';
import { LINK_KINDS } from '../permissions/link-roles';
import { ROLES } from '../permissions/roles';
import { agendaContracts } from './agenda-contracts';
import { livetoolContracts } from './livetool-contracts';
import { pageContracts, sitePass, visitorId } from './page-contracts';
import { participantContracts } from './participant-contracts';
import { participantListContracts } from './participant-list-contracts';
import { pollContracts } from './poll-contracts';
import { presenterContracts } from './presenter-contracts';
import { presentingContracts } from './presenting-contracts';
import { PROVIDER_NAMES } from './provider';
import { streamFormSchema } from '../streams/stream-form';
import { transcoderOptionsSchema } from '../streams/transcoder-options';

/** A document id as the caller passes it; the handler decides whether it names anything. */
const id = z.string().min(1).max(200);
const email = z.string().min(1).max(254);
/** Titles and slugs are measured by the handler, so that a too-long one gets the rule's own message. */
const eventText = z.string().max(10_000);

/**
 * The `/api` endpoints: one schema pair per call, shared by the app, the embedded server and the
 * Cloud Functions. Each later feature adds its calls here.
 */
export const apiContracts = {
  health: {
    input: z.object({}).strict(),
    output: z.object({ status: z.literal('ok'), provider: z.enum(PROVIDER_NAMES), version: z.string() }),
  },
  /** Creates one producer invite per address and mails its link (spec 000 sections 2.7 and 5). */
  sendInvites: {
    input: z.object({ resourceId: id, emails: z.array(email).min(1).max(MAX_INVITES_PER_SEND) }).strict(),
    output: z.object({
      results: z.array(z.object({ email: z.string(), ok: z.boolean(), inviteId: z.string().optional(), error: z.string().optional() })),
    }),
  },
  /** What the accept-invite page shows; the email in the link must be the invite's. */
  getInvite: {
    input: z.object({ inviteId: id, email }).strict(),
    output: z.object({
      inviteId: z.string(),
      email: z.string(),
      organizationName: z.string(),
      invitedBy: z.string(),
      status: z.enum(['pending', 'accepted']),
    }),
  },
  /** Accepting makes the caller a member of the invite's organisation with its permission. */
  acceptInvite: {
    input: z.object({ inviteId: id }).strict(),
    output: z.object({ resourceId: z.string(), permission: z.enum(ROLES) }),
  },
  /** Declining deletes the invite (spec 000 section 4.4). */
  declineInvite: {
    input: z.object({ inviteId: id }).strict(),
    output: z.object({}),
  },
  /** The profiles and presence of a resource's members, for its owners (spec 000 section 2.7). */
  memberProfiles: {
    input: z.object({ resourceId: id }).strict(),
    output: z.object({
      members: z.array(
        z.object({
          uid: z.string(),
          email: z.string(),
          username: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          thumbnail: z.string(),
          state: z.enum(['online', 'offline']),
          /** Milliseconds since the epoch of the last presence change; null when never seen. */
          lastChanged: z.number().nullable(),
        }),
      ),
    }),
  },
  /**
   * An audience member writes in an event's chat (spec 001 section 2.7, issue: the audience).
   * Lengths are checked by the handler, so that a too-long text gets the chat's own message.
   */
  postChatMessage: {
    input: z
      .object({
        eventId: id,
        chatId: id,
        name: z.string().max(SENDER_NAME_MAX_LENGTH * 4).optional(),
        text: z.string().max(MESSAGE_MAX_LENGTH * 4),
        /** The sender token the server answered last time; without a valid one the server issues a new one. */
        senderToken: z.string().max(100).optional(),
        /** The viewer's site pass, needed when the event's site is not open (server/api/site-gate.ts). */
        pass: sitePass.optional(),
      })
      .strict(),
    /** 'pending' also for a muted sender: muting is not announced. `senderToken`: keep it for the next message. */
    output: z.object({ messageId: z.string(), status: z.enum(['pending', 'accepted']), senderToken: z.string() }),
  },
  /** A new moderation link for the event; the old one stops working at once. Owners and producers. */
  rotateModerationLink: {
    input: z.object({ eventId: id }).strict(),
    output: z.object({ token: z.string() }),
  },
  /**
   * Checks a link token (spec 001 section 6) and answers a credential that carries it, for a
   * provider whose documents are guarded by rules (Firebase signs a second app in with it).
   */
  openLink: {
    input: z.object({ kind: z.enum(LINK_KINDS), resourceId: id, token: z.string().min(1).max(200) }).strict(),
    output: z.object({ customToken: z.string() }),
  },
  /**
   * Whether a slug is free (spec 000 section 5). With `eventId`, that event's own slug counts as
   * free (the settings page). A slug the rules refuse is answered with the rule's message.
   */
  checkEventSlug: {
    input: z.object({ slug: eventText, eventId: id.optional() }).strict(),
    output: z.object({ available: z.boolean() }),
  },
  /**
   * Creates an event (spec 000 sections 2.8 and 4.6): first with status 'event-created', then with
   * its access records and status 'created'. In an organisation the caller must be its owner;
   * without one the caller becomes the event's owner. A taken slug is refused with SLUG_TAKEN.
   */
  createEvent: {
    input: z
      .object({ title: eventText, slug: eventText, language: z.enum(LANGUAGE_CODES), organizationId: id.nullable() })
      .strict(),
    output: z.object({ eventId: z.string() }),
  },
  /** Deletes an event with all it holds; owners only (on the event or its organisation). */
  deleteEvent: {
    input: z.object({ eventId: id }).strict(),
    /** How many documents were removed. */
    output: z.object({ deleted: z.number().int().nonnegative() }),
  },
  /**
   * Copies an event (spec 000 sections 2.8 and 7.4) with the chosen collections into a new event
   * with its own ids, in one consistent operation. The caller must read the source and be allowed
   * to create events where the copy goes (the source's organisation, or none: then they own it).
   */
  duplicateEvent: {
    input: z
      .object({
        eventId: id,
        title: eventText,
        slug: eventText,
        language: z.enum(LANGUAGE_CODES),
        collections: z.array(z.enum(DUPLICABLE_COLLECTIONS)).max(DUPLICABLE_COLLECTIONS.length),
      })
      .strict(),
    output: z.object({ eventId: z.string() }),
  },
  /**
   * Writes the settings page's fields (spec 000 section 2.11): producers and owners. Only the
   * fields given change. A new slug moves the event's slug claim in the same transaction
   * (SLUG_TAKEN when another event holds it).
   */
  updateEventSettings: {
    input: z.object({ eventId: id, settings: eventSettingsPatchSchema }).strict(),
    output: z.object({}),
  },
  /**
   * Moves an event to another organisation (spec 000 section 5): the caller must be owner or
   * producer of the current organisation and of the new one; the access records move with it.
   */
  changeEventOrganization: {
    input: z.object({ eventId: id, organizationId: id }).strict(),
    output: z.object({}),
  },
  /**
   * The media library's folders (spec 002 sections 2, 5 and 7): producers and owners of the
   * resource (an organisation or an event). `ensureMediaRoot` makes the resource's top-level
   * folder when it has none; the others refuse to rename or delete it.
   */
  ensureMediaRoot: {
    input: z.object({ resourceId: id }).strict(),
    output: z.object({ folderId: z.string() }),
  },
  createMediaFolder: {
    input: z.object({ resourceId: id, parentId: id, title: z.string().max(1000) }).strict(),
    output: z.object({ folderId: z.string() }),
  },
  renameMediaFolder: {
    input: z.object({ resourceId: id, folderId: id, title: z.string().max(1000) }).strict(),
    output: z.object({}),
  },
  /** Deletes the folder, its sub-folders and every media item in them with their files. */
  deleteMediaFolder: {
    input: z.object({ resourceId: id, folderId: id }).strict(),
    output: z.object({ folders: z.number().int().nonnegative(), items: z.number().int().nonnegative() }),
  },
  /** Deletes media items with their stored files (the original and everything made from it). */
  deleteMedia: {
    input: z.object({ processIds: z.array(id).min(1).max(MAX_FILES_PER_BATCH * 5) }).strict(),
    output: z.object({ deleted: z.number().int().nonnegative() }),
  },
  /**
   * What uses each item (issue 30), asked before a delete by whoever may delete it: the decks,
   * pages, menus and presenters of the item's event, and the event's own settings; for an
   * organisation's item, those of each of its events, each use naming its event.
   */
  mediaUsage: {
    input: z.object({ processIds: z.array(id).min(1).max(MAX_FILES_PER_BATCH * 5) }).strict(),
    output: z.object({
      items: z.array(
        z.object({
          processId: z.string(),
          name: z.string(),
          kind: z.enum(MEDIA_KINDS),
          uses: z.array(
            z.object({ kind: z.enum(USAGE_KINDS), id: z.string(), title: z.string(), event: z.object({ id: z.string(), title: z.string() }).optional() }),
          ),
        }),
      ),
    }),
  },
  /** The Material table's Edit (issue 30): a new name for the item, cleaned as an uploaded file's name. */
  renameMedia: {
    input: z.object({ processId: id, name: z.string().max(1000) }).strict(),
    output: z.object({ name: z.string() }),
  },
  /** Adds a stream to an event (spec 001 section 2.3): owners, as for other event content. */
  createStream: {
    input: z.object({ eventId: id, stream: streamFormSchema }).strict(),
    output: z.object({ streamId: z.string() }),
  },
  /** The stream page's Update (spec 001 section 2.4): producers and owners. */
  updateStream: {
    input: z.object({ eventId: id, streamId: id, stream: streamFormSchema }).strict(),
    output: z.object({}),
  },
  /** Deletes a stream with its transcoder, logs and settings: owners. */
  deleteStream: {
    input: z.object({ eventId: id, streamId: id }).strict(),
    output: z.object({}),
  },
  /** Creates the stream's transcoder with the delay, type and quality chosen, and starts it (spec 001 sections 4.1, 7). */
  createLivestream: {
    input: z.object({ eventId: id, streamId: id, options: transcoderOptionsSchema }).strict(),
    output: z.object({ transcoderId: z.string() }),
  },
  startTranscoder: { input: z.object({ eventId: id, streamId: id }).strict(), output: z.object({}) },
  stopTranscoder: { input: z.object({ eventId: id, streamId: id }).strict(), output: z.object({}) },
  /** The source's input bitrate and uptime, and the viewers watching now; polled while live (spec 001 section 9). */
  transcoderUptime: {
    input: z.object({ eventId: id, streamId: id }).strict(),
    output: z.object({
      connected: z.boolean(),
      bitsInKbps: z.number().nullable(),
      uptimeSeconds: z.number().nullable(),
      uniqueViews: z.number().int().nonnegative(),
    }),
  },
  /** Stops and deletes the stream's transcoder (spec 001 section 7, wowza-stop-and-delete-transcoder). */
  deleteTranscoder: { input: z.object({ eventId: id, streamId: id }).strict(), output: z.object({}) },
  /** Viewers see the stream; logs go_live (spec 001 section 4.1). */
  goLive: { input: z.object({ eventId: id, streamId: id }).strict(), output: z.object({}) },
  /** Viewers stop seeing it; logs drop_live. */
  stopLive: { input: z.object({ eventId: id, streamId: id }).strict(), output: z.object({}) },
  /** Stops the transcoder and makes the recording the stream's master video; logs end_live; the stream becomes a VOD. */
  createRecording: { input: z.object({ eventId: id, streamId: id }).strict(), output: z.object({}) },
  /** Opens a VOD in the studio: its VOD record, made from the recording on first use. */
  openStudio: { input: z.object({ eventId: id, streamId: id }).strict(), output: z.object({ vodId: z.string() }) },
  /** What a viewer's player plays (the public site): the live HLS while on air, else the recording. */
  watchStream: {
    /** `pass`: the viewer's site pass, needed when the site is not open (server/api/site-gate.ts). */
    input: z.object({ eventId: id, streamId: id, pass: sitePass.optional() }).strict(),
    output: z.object({
      title: z.string(),
      /**
       * `ended`: off air after viewers saw it live, its playbackUrl the playlist the encoder closed
       * for players still playing it (null where the encoder closes none); `offline`: not live yet.
       */
      state: z.enum(['offline', 'live', 'ended', 'processing', 'vod']),
      playbackUrl: z.string().nullable(),
      audioOnly: z.boolean(),
      /** How the site lays the video and its slides out (spec 001 section 3). */
      streamType: z.enum(['default', 'videocast', 'audiocast']),
      /** The id of the stream's cue log, which the viewer listens to (domain/livetool/stream-cues.ts). */
      cueKey: z.string(),
    }),
  },
  /** What a VOD block plays (issue 12): a video of the event (its studio record) by id, and its stream (watching counts there); public. */
  watchVideo: {
    input: z.object({ eventId: id, videoId: id, pass: sitePass.optional() }).strict(),
    output: z.object({ title: z.string(), state: z.enum(['processing', 'vod']), playbackUrl: z.string().nullable(), streamId: z.string().nullable() }),
  },
  /**
   * A viewer starts watching: a view token (spec 001 section 3) whose seconds recordWatch adds to.
   * `visitorId`: the browser's visitor id, so a reload stays one viewer in the console's count.
   */
  startWatching: {
    input: z.object({ eventId: id, streamId: id, pass: sitePass.optional(), visitorId: visitorId.optional() }).strict(),
    output: z.object({ tokenId: z.string() }),
  },
  /** Seconds watched since the last report (0: still here); the server bounds them by the time that passed. */
  recordWatch: {
    input: z.object({ eventId: id, tokenId: id, seconds: z.number().min(0).max(3600) }).strict(),
    output: z.object({ time: z.number() }),
  },
  ...pageContracts,
  ...presenterContracts,
  ...livetoolContracts,
  ...agendaContracts,
  ...pollContracts,
  ...presentingContracts,
  ...participantContracts,
  ...participantListContracts,
  /**
   * "Sign out everywhere": ends every session of the caller, this one included. The Firebase
   * provider needs it (only the Admin SDK revokes refresh tokens); the embedded server ends its
   * own sessions the same way.
   */
  revokeSessions: {
    input: z.object({}).strict(),
    output: z.object({}),
  },
  /**
   * Sign-up on Firebase (the embedded server has its auth routes, server/auth/routes.ts): mails
   * the address a link that finishes it, or the owner of a taken address; the same answer either way.
   */
  signUp: {
    input: z.object({ email: z.string().max(1000), password: z.string().max(PASSWORD_MAX), continuePath: z.string().max(1000).optional() }).strict(),
    output: z.object({}),
  },
  /** Follows a sign-up link on Firebase: creates the account and answers a custom token that signs it in. */
  finishSignUp: {
    input: z.object({ token: z.string().min(1).max(200) }).strict(),
    output: z.object({ customToken: z.string(), continuePath: z.string().nullable() }),
  },
} as const;

export type ApiContracts = typeof apiContracts;
export type ApiName = keyof ApiContracts;
export type ApiInput<N extends ApiName> = z.input<ApiContracts[N]['input']>;
export type ApiOutput<N extends ApiName> = z.output<ApiContracts[N]['output']>;

/**
 * Calls whose input may be larger than the HTTP hosts' default JSON body limit: a published
 * page's components make a document of up to 1 MiB, so its call takes up to 3 MiB and the handler
 * answers a page that is too large with how large it is; an import batch of 500 rows of a few
 * hundred characters each is larger than the default, and the app keeps each batch under 4 MiB.
 */
export const LARGE_INPUT_BYTES: Partial<Record<ApiName, number>> = { publishPage: 3 * 1024 * 1024, importParticipants: 4 * 1024 * 1024 };

export function isApiName(name: string): name is ApiName {
  return Object.prototype.hasOwnProperty.call(apiContracts, name);
}
