/** The moderation screen's own texts; the chat texts shared with the server are `chatMessages`. */
export const moderationTexts = {
  opening: 'Opening moderation…',
  linkNeeded: 'Moderating this chat needs the moderation link. Open the link the organiser gave you, or sign in with an account that may moderate this event.',
  pickChat: 'Pick a chat to moderate',
  noLogs: 'No logs yet',
  error: 'Error',
  confirmReject: 'Confirm reject',
} as const;
