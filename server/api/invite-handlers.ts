/**
 * The invite calls (spec 000 sections 2.7, 4.4 and 6). Invites are created here, never by a
 * client, so that each carries an unguessable id (the secret of its link) and producer
 * permission; accepting turns one into a permission record in the same commit that marks it
 * accepted, so an invite is used at most once.
 */
import { randomBytes } from 'node:crypto';
import { isValidEmail } from '@domain/account/profile';
import { arrayUnion, serverTimestamp, type DocData } from '@domain/documents/values';
import { INVITE_ACCEPTED, INVITE_ID_BYTES, INVITE_PERMISSION, INVITES_COLLECTION, inviteLink, inviteMessages } from '@domain/invites/invite';
import { normalizeInviteEmail } from '@domain/invites/invite-emails';
import { higherRole, isRole, roleAtLeast } from '@domain/permissions/roles';
import { HttpError, notFound, permissionDenied } from '../http/errors';
import { inviteMail } from '../mail/invite-mail';
import type { ApiHandler } from './handler-types';
import { isDocId, roleOn } from './resource-roles';
import type { AdminDoc, AdminTransaction, ApiServices } from './services';

type SignedIn = { uid: string; email: string; emailVerified: boolean };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): DocData => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as DocData) : {});
const failedPrecondition = (message: string) => new HttpError(400, 'failed-precondition', message);

const invitePath = (inviteId: string) => `${INVITES_COLLECTION}/${inviteId}`;
const newInviteId = () => randomBytes(INVITE_ID_BYTES).toString('base64url');

function displayName(profile: DocData, email: string): string {
  const full = `${text(profile.firstName)} ${text(profile.lastName)}`.trim();
  return text(profile.username) || full || email;
}

/** An existing invite the caller's link names, or the same "not found" for anything else. */
async function findInvite(get: (path: string) => Promise<AdminDoc | null>, inviteId: string): Promise<AdminDoc> {
  const invite = isDocId(INVITES_COLLECTION, inviteId) ? await get(invitePath(inviteId)) : null;
  if (!invite) throw notFound(inviteMessages.notFound);
  return invite;
}

/** The checks of spec 000 section 4.4 for acting on an invite: pending, theirs, address verified. */
function assertInviteFor(invite: AdminDoc, caller: SignedIn): void {
  if (invite.data.status === INVITE_ACCEPTED) throw failedPrecondition(inviteMessages.alreadyAccepted);
  if (normalizeInviteEmail(caller.email) !== invite.data.email) throw permissionDenied(inviteMessages.wrongUser);
  if (!caller.emailVerified) throw failedPrecondition(inviteMessages.verifyFirst);
}

async function pendingInviteFor(services: ApiServices, resourceId: string, email: string): Promise<AdminDoc | null> {
  const existing = await services.docs.list({
    path: INVITES_COLLECTION,
    where: [
      { field: 'resource', op: '==', value: resourceId },
      { field: 'email', op: '==', value: email },
    ],
  });
  return existing.find((invite) => invite.data.status !== INVITE_ACCEPTED) ?? null;
}

export const sendInvites: ApiHandler<'sendInvites'> = {
  access: 'signed-in',
  async run({ resourceId, emails }, { auth, services }) {
    const caller = auth!;
    if (!roleAtLeast(await roleOn(services.docs, resourceId, caller.uid), 'producer')) throw permissionDenied();
    const organization = await services.docs.get(`resourceAccess/${resourceId}`);
    if (!organization || organization.data.type !== 'organization') throw notFound('There is no such organisation.');
    const organizationName = text(organization.data.name) || 'Organisation';
    const profile = (await services.docs.get(`users/${caller.uid}`))?.data ?? {};
    const invitedBy = displayName(profile, caller.email);

    const results = [];
    for (const email of [...new Set(emails.map(normalizeInviteEmail))]) {
      if (!isValidEmail(email)) {
        results.push({ email, ok: false, error: 'Email is not valid.' });
        continue;
      }
      const existing = await pendingInviteFor(services, resourceId, email);
      const inviteId = existing?.id ?? newInviteId();
      try {
        if (!existing) {
          await services.docs.runTransaction(async (tx) =>
            tx.set(invitePath(inviteId), {
              resource: resourceId,
              createdBy: caller.uid,
              createdAt: serverTimestamp(),
              email,
              invitationType: 'organization',
              permission: INVITE_PERMISSION,
              inviteGrantedBy: { name: invitedBy, thumbnail: text(profile.thumbnail), email: caller.email },
              resourceInformation: { resource: resourceId, name: organizationName },
            }),
          );
        }
        await services.sendMail(inviteMail(email, invitedBy, organizationName, inviteLink(services.publicUrl(), inviteId, email)));
        results.push({ email, ok: true, inviteId });
      } catch (error) {
        // An invite whose mail never left would wait for nobody: take it back.
        if (!existing) await services.docs.runTransaction(async (tx) => tx.delete(invitePath(inviteId))).catch(() => undefined);
        results.push({ email, ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return { results };
  },
};

export const getInvite: ApiHandler<'getInvite'> = {
  access: 'public',
  async run({ inviteId, email }, { services }) {
    const invite = await findInvite((path) => services.docs.get(path), inviteId);
    // The link names the address the invite was sent to; a link with another address is not this invite's.
    if (normalizeInviteEmail(email) !== invite.data.email) throw notFound(inviteMessages.notFound);
    const grantedBy = record(invite.data.inviteGrantedBy);
    return {
      inviteId,
      email: text(invite.data.email),
      organizationName: text(record(invite.data.resourceInformation).name) || 'Organisation',
      invitedBy: text(grantedBy.name) || text(grantedBy.email) || 'Someone',
      status: invite.data.status === INVITE_ACCEPTED ? 'accepted' : 'pending',
    };
  },
};

async function accept(tx: AdminTransaction, inviteId: string, caller: SignedIn) {
  const invite = await findInvite((path) => tx.get(path), inviteId);
  assertInviteFor(invite, caller);
  const resourceId = text(invite.data.resource);
  const resource = isDocId('resourceAccess', resourceId) ? await tx.get(`resourceAccess/${resourceId}`) : null;
  if (!resource) throw failedPrecondition(inviteMessages.organizationGone);
  const permissionPath = `resourceAccess/${resourceId}/permissions/${caller.uid}`;
  const current = await tx.get(permissionPath);
  const offered = isRole(invite.data.permission) ? invite.data.permission : INVITE_PERMISSION;
  // Accepting never lowers a role the member already has.
  const permission = higherRole(isRole(current?.data.permission) ? current.data.permission : null, offered) ?? offered;
  const grantedBy = text(invite.data.createdBy);
  tx.update(invitePath(inviteId), { status: INVITE_ACCEPTED, user: caller.uid, userActionDate: serverTimestamp() });
  tx.update(`resourceAccess/${resourceId}`, { users: arrayUnion(caller.uid) });
  tx.set(
    permissionPath,
    current ? { ...current.data, permission } : { permission, createdAt: serverTimestamp(), createdBy: caller.uid, grantedBy },
  );
  return { resourceId, permission };
}

export const acceptInvite: ApiHandler<'acceptInvite'> = {
  access: 'signed-in',
  run: ({ inviteId }, { auth, services }) => services.docs.runTransaction((tx) => accept(tx, inviteId, auth!)),
};

export const declineInvite: ApiHandler<'declineInvite'> = {
  access: 'signed-in',
  run: ({ inviteId }, { auth, services }) =>
    services.docs.runTransaction(async (tx) => {
      const invite = await findInvite((path) => tx.get(path), inviteId);
      assertInviteFor(invite, auth!);
      tx.delete(invitePath(inviteId));
      return {};
    }),
};
