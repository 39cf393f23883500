import { z } from 'zod';

/** `moderationLinks/{eventId}`: the token is the link's secret; the event id alone opens nothing. */
const moderationLinkSchema = z.object({ token: z.string().min(1) });

export function tokenOf(data: unknown): string | null {
  const parsed = moderationLinkSchema.safeParse(data);
  return parsed.success ? parsed.data.token : null;
}

export const moderationPath = (eventId: string) => `/moderation/${encodeURIComponent(eventId)}`;
export const tabletPath = (eventId: string) => `${moderationPath(eventId)}/tablet`;

/** The token travels in the fragment, which browsers never send to a server, so it stays out of logs. */
export function moderationLinkUrl(origin: string, eventId: string, token: string, view: 'screen' | 'tablet'): string {
  const path = view === 'tablet' ? tabletPath(eventId) : moderationPath(eventId);
  return `${origin}${path}#token=${encodeURIComponent(token)}`;
}

export const moderationLinkMessages = {
  copied: 'Copied to clipboard.',
  created: 'Link created.',
  replaced: 'Link updated!',
  replaceTitle: 'Replace the moderation link?',
  replaceWarning: 'The current link stops working for everyone who has it.',
} as const;
