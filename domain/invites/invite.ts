/**
 * Invites (spec 000 sections 3, 4.4 and 8): what an invite document holds and the texts users
 * see around it. The server writes invites; the app reads them and shows these messages.
 */
import type { Role } from '../permissions/roles';

export const INVITES_COLLECTION = 'invites';

/** Invites are always created with producer permission (spec 000 section 6). */
export const INVITE_PERMISSION: Role = 'producer';

/** Invite ids are the secret of the invite link: 24 random bytes, 192 bits. */
export const INVITE_ID_BYTES = 24;

/** An invite's status: unset until it is accepted; declining deletes it. */
export const INVITE_ACCEPTED = 'accepted';

export const inviteMessages = {
  dialogTitle: (organizationName: string) => `Send invites to ${organizationName}`,
  tip: 'Tip: Separate by commas to invite multiple',
  sendingTo: 'Sending invites to:',
  sent: (n: number) => `${n} invites sent!`,
  failed: (email: string) => `${email}'s invitation failed.`,
  accepted: 'Invite accepted!',
  declined: 'Invitation declined.',
  deleted: 'Invite deleted.',
  actionFailed: 'There was an error processing your request, please refresh the page or try again.',
  wrongUser: "The invite doesn't belong to this user",
  wrongUserHint: 'Please login to the correct account inorder to accept the invite.',
  processing: 'Processing',
  notFound: 'This invitation does not exist or has been withdrawn. Check the link in your email.',
  alreadyAccepted: 'This invitation has already been accepted.',
  verifyFirst: 'Verify your email address to accept this invitation: follow the link in the email we sent you.',
  organizationGone: 'The organisation of this invitation no longer exists.',
  permissionUpdated: 'Permission updated',
  memberRemoved: 'User removed from resource!',
  noPermission: 'No permission.',
} as const;

/** The link an invite email carries. */
export function inviteLink(publicUrl: string, inviteId: string, email: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(inviteId)}/${encodeURIComponent(email)}`;
}
