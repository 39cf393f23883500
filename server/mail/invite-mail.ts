/** The invitation message (spec 000 section 2.7): who invites, to which organisation, and the link. */
import { escapeHtml } from '../http/respond';
import type { MailMessage } from './mail-message';

export function inviteMail(to: string, invitedBy: string, organizationName: string, link: string): MailMessage {
  const line = `${invitedBy} invited you to join ${organizationName} on EventDesk.`;
  return {
    to,
    subject: `You are invited to join ${organizationName}`,
    text: ['Hello,', line, 'Follow this link to accept the invitation:', link, "If you didn't expect this invitation, you can ignore this email.", 'Your EventDesk team'].join('\n\n'),
    html: `<p>Hello,</p><p>${escapeHtml(line)}</p><p>Follow this link to accept the invitation:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you didn't expect this invitation, you can ignore this email.</p><p>Your EventDesk team</p>`,
  };
}
