/**
 * The audience's way into a chat (issue 5, "The audience"): the only path by which a message of
 * someone without a role on the event is written. The server decides everything a client could
 * lie about: the text's length and characters, the sender's key, the rate, the type (pending
 * unless the chat auto-approves) and the time. A registered sender's message (a question, in a chat
 * that goes to the presenter) counts in their participant's stats.
 */
import { checkAudienceMessage } from '@domain/chats/audience-message';
import {
  CHATS,
  chatMessages,
  EVENT_RATE_LIMIT,
  EVENT_RATE_WINDOW_MS,
  MESSAGES,
  SENDER_RATE_LIMIT,
  SENDER_RATE_WINDOW_MS,
  type MessageType,
} from '@domain/chats/chat';
import { readChat } from '@domain/chats/read-chat';
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import type { ErrorCode } from '@domain/errors/backend-error';
import { HttpError, invalidArgument, notFound, statusForCode, tooManyRequests } from '../http/errors';
import type { WindowSpec } from '../limits/limit-counter';
import { extendMutes, mutesOf } from './chat-mutes';
import { loadSenderSecret, senderIdentity } from './chat-sender';
import type { ApiContext, ApiHandler } from './handler-types';
import { activeParticipant, noteActivity } from './participant-activity';
import { isDocId } from './resource-roles';
import { siteRefusal, siteViewerOf } from './site-gate';

export type PostChatMessageHandler = ApiHandler<'postChatMessage'>;

const refused = (code: ErrorCode, message: string) => new HttpError(statusForCode(code), code, message);
const NO_SUCH_CHAT = 'There is no such chat.';

type Limit = Omit<WindowSpec, 'name'>;
export type PostChatMessageOptions = { senders?: Limit; events?: Limit };

/**
 * A handler with its own rate limits; `postChatMessage` is the one the server uses. They are
 * counted where the services count (`ctx.services.limits`): on Firebase in documents every
 * instance shares, the event's split into shards (document-limits.ts), as its full rate is many
 * writes a second.
 */
export function createPostChatMessage({
  senders = { limit: SENDER_RATE_LIMIT, windowMs: SENDER_RATE_WINDOW_MS },
  events = { limit: EVENT_RATE_LIMIT, windowMs: EVENT_RATE_WINDOW_MS },
}: PostChatMessageOptions = {}): PostChatMessageHandler {
  const bySender: WindowSpec = { name: 'chat-sender', ...senders };
  const byEvent: WindowSpec = { name: 'chat-event', ...events };
  // Read once per process: the secret never changes once made.
  let secret: Promise<string> | null = null;
  const senderSecret = (ctx: ApiContext) => {
    secret ??= loadSenderSecret(ctx.services.docs).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };

  return {
    access: 'public',
    async run({ eventId, chatId, name, text, senderToken, pass }, ctx) {
      const { auth, services } = ctx;
      const event = isDocId('events', eventId) && isDocId(CHATS(eventId), chatId) ? await services.docs.get(`events/${eventId}`) : null;
      if (!event) throw notFound(NO_SUCH_CHAT);
      // A site that is not open takes messages only from the viewers it lets in (and its members).
      const viewer = await siteViewerOf(ctx, eventId, pass);
      const refusal = await siteRefusal(event.data, viewer);
      if (refusal) throw refusal;
      const chat = await services.docs.get(`${CHATS(eventId)}/${chatId}`);
      if (!chat) throw notFound(NO_SUCH_CHAT);
      const { online, signIn, presenterChat } = readChat(chatId, chat.data);
      if (!online) throw refused('failed-precondition', chatMessages.chatClosed);
      if (signIn && !auth) throw refused('unauthenticated', chatMessages.signInRequired);

      const checked = checkAudienceMessage(name, text);
      if (!checked.ok) throw invalidArgument(checked.error);

      // Without an address every anonymous sender would share one key, one rate limit and one mute.
      if (!auth && !ctx.clientAddress) throw new HttpError(500, 'internal', 'The server could not tell who is sending.');
      const sender = senderIdentity(auth, ctx.clientAddress, senderToken, await senderSecret(ctx), viewer.participantId);
      // Every key of the sender has its own window, so a new account or a new sender key does not
      // give a flooder a fresh one; the event's window bounds many senders together.
      const senderTurn = await services.limits.takeAll(sender.limitKeys.map((key) => ({ window: bySender, key })));
      if (!senderTurn.ok) throw tooManyRequests('resource-exhausted', chatMessages.tooFast, senderTurn.retryAfterMs);
      const eventTurn = await services.limits.takeAll([{ window: byEvent, key: eventId }]);
      if (!eventTurn.ok) {
        await senderTurn.refund();
        throw tooManyRequests('resource-exhausted', chatMessages.chatBusy, eventTurn.retryAfterMs);
      }

      const mutes = await mutesOf(services.docs, eventId, chatId, sender.keys);
      const muted = mutes.length > 0;
      if (muted) await extendMutes(services.docs, mutes, sender.keys);
      const autoApprove = chat.data.autoApprove === true;
      const type: MessageType = muted ? 'muted' : autoApprove ? 'accepted' : null;
      const messageId = newDocumentId();
      await services.docs.runTransaction(async (tx) => {
        const participant = await activeParticipant(tx, eventId, viewer.participantId);
        // A chat that goes to the presenter is the audience's questions; any other takes chat messages.
        noteActivity(tx, participant, presenterChat ? { questions: 1 } : { chatMessages: 1 }, new Date());
        tx.set(`${MESSAGES(eventId, chatId)}/${messageId}`, {
          uid: auth?.uid ?? '',
          user: checked.message.name,
          username: checked.message.name,
          text: checked.message.text,
          createdAt: serverTimestamp(),
          type,
          senderKey: sender.key,
          senderKeys: sender.keys,
          thumbnail: '',
        });
      });
      return { messageId, status: type === 'accepted' ? 'accepted' : 'pending', senderToken: sender.token };
    },
  };
}

export const postChatMessage = createPostChatMessage();
