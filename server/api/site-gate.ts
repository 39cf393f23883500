/**
 * A site that is not open (password, PIN or registration) gives its streams and videos only to
 * the viewers its pages go to: a pass that covers what the site asks, or a member of the event
 * (the admin app's preview). Checked by every call that hands out a playback address or counts a view.
 */
import type { DocData } from '@domain/documents/values';
import { siteAccessMessages } from '@domain/pages/site-access';
import { permissionDenied } from '../http/errors';
import type { ApiContext } from './handler-types';
import { roleOnEvent } from './resource-roles';
import { missingFor, readPass } from './site-passes';

export async function requireSiteAccess(ctx: ApiContext, eventId: string, event: DocData, pass: string | undefined): Promise<void> {
  const { docs } = ctx.services;
  const needs = await missingFor(docs, eventId, event, await readPass(docs, eventId, pass));
  if (needs.length === 0) return;
  if (ctx.auth && (await roleOnEvent(docs, eventId, ctx.auth.uid)) !== null) return;
  throw permissionDenied(needs.includes('protection') ? siteAccessMessages.unlockFirst : siteAccessMessages.registerFirst);
}
