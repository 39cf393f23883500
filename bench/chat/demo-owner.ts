/**
 * The bench's moderator and presenter views are the seeded demo owner (owner of "Demo
 * Organisation", which holds "Demo Event"): each view signs in on its own, as a separate browser
 * would. The owner's first view finds the event and creates the bench's chat.
 */
import { CHATS, type Chat } from '@domain/chats/chat';
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import type { LiveSocket } from './live-socket';

export type SignedIn = { uid: string; cookie: string };

export async function signIn(baseUrl: string, credentials: { email: string; password: string }): Promise<SignedIn> {
  const res = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`signing in as ${credentials.email} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('signing in set no session cookie');
  const { user } = (await res.json()) as { user: { uid: string } };
  return { uid: user.uid, cookie };
}

/** The demo event: the first event of the organisation the owner belongs to. */
export async function findDemoEvent(owner: LiveSocket, uid: string): Promise<string> {
  const orgs = await owner.list({ path: 'resourceAccess', where: [{ field: 'users', op: 'array-contains', value: uid }] });
  const org = orgs.find((doc) => doc.data?.type === 'organization' && Array.isArray(doc.data.events) && doc.data.events.length > 0);
  if (!org) throw new Error(`the demo owner ${uid} belongs to no organisation with an event`);
  const eventId = String((org.data!.events as unknown[])[0]);
  const event = await owner.get(`events/${eventId}`);
  if (!event.exists) throw new Error(`the demo organisation lists the event ${eventId}, which does not exist`);
  return eventId;
}

/** A chat whose messages wait for a moderator and may be routed to the presenter. */
export async function createBenchChat(owner: LiveSocket, eventId: string): Promise<string> {
  const chatId = newDocumentId();
  const chat: Omit<Chat, 'id'> = { title: 'Bench chat', autoApprove: false, presenterChat: true, signIn: false, emoji: false, online: true };
  await owner.write([{ type: 'set', path: `${CHATS(eventId)}/${chatId}`, data: { ...chat, createdAt: serverTimestamp() } }]);
  return chatId;
}
