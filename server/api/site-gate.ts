/**
 * A site that is not open (password, PIN, email or registration) gives its streams and videos only to
 * the viewers its pages go to: a pass that covers what the site asks, or a member of the event
 * (the admin app's preview). Checked by every call that hands out a playback address or counts a view.
 */
import type { DocData } from '@domain/documents/values';
import { siteAccessMessages } from '@domain/pages/site-access';
import { permissionDenied } from '../http/errors';
import type { ApiContext } from './handler-types';
import { roleOnEvent } from './resource-roles';
import { asksParticipant, missingWith, passParticipant, readPass, type SiteNeed, type SitePass } from './site-passes';

/**
 * Refuses a viewer the site would not let in. Answers the participant their pass let in where the
 * site asks for one (what signs their HLS address), else null (a member, or a site that asks no one).
 */
export async function requireSiteAccess(ctx: ApiContext, eventId: string, event: DocData, pass: string | undefined): Promise<string | null> {
  const { docs } = ctx.services;
  const held = await readPass(docs, eventId, pass);
  const participant = asksParticipant(event) ? await passParticipant(docs, eventId, held) : null;
  const needs = missingWith(event, held, participant);
  if (needs.length === 0) return participant?.id ?? null;
  if (ctx.auth && (await roleOnEvent(docs, eventId, ctx.auth.uid)) !== null) return null;
  throw refusalOf(needs);
}

const refusalOf = (needs: SiteNeed[]) => permissionDenied(needs.includes('protection') ? siteAccessMessages.unlockFirst : siteAccessMessages.registerFirst);

/**
 * What a viewer shows a site, read apart from the event: a call that checks many viewers against
 * one read of the event (the vote batcher) reads this per viewer, then `siteRefusal` in its transaction.
 */
export type SiteViewer = {
  pass: SitePass | null;
  /** The participant the pass registered or let in by their address, while they stand. */
  participantId: string | null;
  /** Whether that participant registered through the site's form. */
  registered: boolean;
  /** Whether the viewer is a member of the event: read only for a viewer the site would refuse. */
  isMember(): Promise<boolean>;
};

export async function siteViewerOf(ctx: ApiContext, eventId: string, pass: string | undefined): Promise<SiteViewer> {
  const { docs } = ctx.services;
  const held = await readPass(docs, eventId, pass);
  const participant = await passParticipant(docs, eventId, held);
  const isMember = async () => ctx.auth !== null && (await roleOnEvent(docs, eventId, ctx.auth.uid)) !== null;
  return { pass: held, participantId: participant?.id ?? null, registered: participant?.registered === true, isMember };
}

/** requireSiteAccess's answer for a viewer read by siteViewerOf: null when the site lets them in. */
export async function siteRefusal(event: DocData, viewer: SiteViewer): Promise<Error | null> {
  const participant = viewer.participantId === null ? null : { id: viewer.participantId, registered: viewer.registered };
  const needs = missingWith(event, viewer.pass, participant);
  return needs.length === 0 || (await viewer.isMember()) ? null : refusalOf(needs);
}
