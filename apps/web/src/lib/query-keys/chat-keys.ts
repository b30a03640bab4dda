/** Every chat query lives under ['chat']: one invalidation refreshes lists and histories. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  messages: (requestId: string) => ['chat', 'messages', requestId] as const,
};
