import { z } from 'zod';
import { INVITE_ACCEPTED } from '@domain/invites/invite';

/** The invite fields a card shows (spec 000 section 3); odd values fall back instead of hiding it. */
const inviteSchema = z.object({
  status: z.string().nullish().catch(null),
  permission: z.string().catch(''),
  resourceInformation: z.object({ name: z.string().catch('') }).catch({ name: '' }),
  inviteGrantedBy: z.object({ name: z.string().catch(''), email: z.string().catch('') }).catch({ name: '', email: '' }),
});

export type PendingInvite = { id: string; organizationName: string; invitedBy: string; permission: string };

/** The invites still waiting for an answer: accepted ones are done, declined ones are deleted. */
export function pendingInvites(docs: { id: string; data: unknown }[]): PendingInvite[] {
  return docs.flatMap((doc) => {
    const invite = inviteSchema.parse(doc.data ?? {});
    if (invite.status === INVITE_ACCEPTED) return [];
    return [
      {
        id: doc.id,
        organizationName: invite.resourceInformation.name || 'Organisation',
        invitedBy: invite.inviteGrantedBy.name || invite.inviteGrantedBy.email,
        permission: invite.permission,
      },
    ];
  });
}
