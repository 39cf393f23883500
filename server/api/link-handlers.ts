/**
 * Opening a link on a provider whose documents are guarded by rules (spec 001 section 6): the
 * token is checked here, then answered as a credential that carries it. The rules still compare
 * the carried token with the stored one on every decision, so a replaced link ends at once.
 */
import { timingSafeEqual } from 'node:crypto';
import { chatMessages, MODERATION_LINK } from '@domain/chats/chat';
import { isDocumentPath } from '@domain/documents/paths';
import type { LinkKind } from '@domain/permissions/link-roles';
import { linkExpired, PRESENTER_LINK, presenterTexts } from '@domain/presenting/presenter-link';
import { permissionDenied } from '../http/errors';
import type { ApiHandler } from './handler-types';

/** Where each kind keeps its current token (its `token` field). */
const TOKEN_DOC: Record<LinkKind, (resourceId: string) => string> = { moderation: MODERATION_LINK, presenter: PRESENTER_LINK };
const REFUSAL: Record<LinkKind, string> = { moderation: chatMessages.linkInvalid, presenter: presenterTexts.noPermission };

function sameToken(held: string, stored: unknown): boolean {
  if (typeof stored !== 'string') return false;
  const a = Buffer.from(held);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const openLink: ApiHandler<'openLink'> = {
  access: 'public',
  async run({ kind, resourceId, token }, { services }) {
    const path = TOKEN_DOC[kind](resourceId);
    // An id that names no single document is answered like a wrong token: nothing to tell apart.
    const stored = isDocumentPath(path) ? await services.docs.get(path) : null;
    if (!sameToken(token, stored?.data.token) || linkExpired(stored?.data.expires, Date.now())) throw permissionDenied(REFUSAL[kind]);
    return { customToken: await services.linkCredential({ kind, resourceId, token }) };
  },
};
