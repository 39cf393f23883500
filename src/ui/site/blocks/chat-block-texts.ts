/** The Chat block's own texts (the chat's shared ones are `chatMessages`), apart so the site shows its loading text before the block's code arrives. */
export const chatBlockTexts = {
  noChat: 'This chat block is not connected to a chat yet.',
  canvas: 'The chat’s approved messages show here on the event site.',
  missing: 'This chat is no longer available.',
  loading: 'Loading the chat…',
} as const;
