/** Open the chat box (from anywhere, e.g. a request page), optionally on one request's conversation. */
export const OPEN_CHAT_EVENT = 'thamani:open-chat';

export function openChat(requestId?: string): void {
  window.dispatchEvent(new CustomEvent<string | undefined>(OPEN_CHAT_EVENT, { detail: requestId }));
}
