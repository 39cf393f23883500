/** The audience page's own texts; the chat's shared texts are `chatMessages` in domain/chats/chat.ts. */
export const audienceTexts = {
  waitingForApproval: 'Your message is waiting for approval.',
  noSuchChat: 'There is no such chat.',
  nameLabel: 'Your name (optional)',
  messageLabel: 'Message',
  send: 'Send',
  signIn: 'Sign in',
  messagesHeading: 'Messages',
} as const;
