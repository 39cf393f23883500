/** An organisation's invite as the members page lists it (spec 000 sections 2.7, 3 and 4.4). */
import { z } from 'zod';
import { INVITE_ACCEPTED, inviteMessages } from '@domain/invites/invite';

const inviteSchema = z.object({
  email: z.string().catch(''),
  firstName: z.string().optional().catch(undefined),
  status: z.unknown().optional(),
});

export type OrganizationInvite = { id: string; email: string; firstName?: string; accepted: boolean };

export function toOrganizationInvite(id: string, data: unknown): OrganizationInvite {
  const parsed = inviteSchema.parse(data ?? {});
  return { id, email: parsed.email, firstName: parsed.firstName || undefined, accepted: parsed.status === INVITE_ACCEPTED };
}

/** The invitee's first name when the invite has one, else the address it went to. */
export function inviteName(invite: OrganizationInvite): string {
  return invite.firstName ?? invite.email;
}

/** Unset is shown as "Processing"; other values than "accepted" are not shown (section 4.4). */
export function inviteStatusLabel(invite: OrganizationInvite): string {
  return invite.accepted ? INVITE_ACCEPTED : inviteMessages.processing;
}
