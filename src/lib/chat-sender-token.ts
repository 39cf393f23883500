/**
 * The sender token the server issued to this browser for audience messages. Kept across visits
 * and accounts: a moderator's mute and the rate limit follow it, so signing up anew does not
 * make a new sender. Shared by the audience chat page and the site's Send Message block.
 */
const SENDER_TOKEN_KEY = 'eventdesk.chatSenderToken';

export function heldSenderToken(): string | undefined {
  try {
    return localStorage.getItem(SENDER_TOKEN_KEY) ?? undefined;
  } catch {
    // Storage switched off: the server issues a new token with every message.
    return undefined;
  }
}

export function keepSenderToken(token: string): void {
  try {
    localStorage.setItem(SENDER_TOKEN_KEY, token);
  } catch {
    // As above: nothing to keep it in.
  }
}
