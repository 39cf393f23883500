/**
 * The confirmation a viewer gets when they register on an event's site (issue 31): which event,
 * and their personal link back to it. Plain text only: the event's title goes in as the organiser
 * wrote it (an HTML part would have to escape it; a text part must not).
 */
import type { MailMessage } from './mail-message';

export function registrationMail(to: string, eventTitle: string, link: string): MailMessage {
  const event = eventTitle.trim() || 'the event';
  return {
    to,
    subject: `You are registered to ${event}`,
    text: [
      'Hello,',
      `You are registered to ${event}.`,
      'Your personal link to the event, also on another device or browser:',
      link,
      'Keep this link to yourself: anyone who has it is let in as you.',
      "If you didn't register, you can ignore this email.",
      'Your EventDesk team',
    ].join('\n\n'),
  };
}
