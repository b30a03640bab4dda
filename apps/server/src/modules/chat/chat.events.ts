import { canChat } from '@thamani/domain/chat';
import { ChatMessageEvent } from '@thamani/domain/chat.events';
import { declareRealtimeEvent } from '#platform/realtime-registry.ts';
import { getChatRequest } from './chat.queries.ts';

/**
 * `chat.message`: the request's requester and assigned valuer (their auth users) and the admins,
 * as they are at send time; checked again at push time against the request as it is then (in the
 * receiver's firm), so a valuer taken off the request (or a client who is not its requester) never
 * receives it.
 */
export const chatMessageEvent = declareRealtimeEvent(ChatMessageEvent, {
  audience: (who: { userIds: Array<string | null> }) => ({
    userIds: who.userIds.filter((u): u is string => typeof u === 'string'),
    roles: ['admin'],
  }),
  mayReceive: async (db, receiver, data) => {
    const request = await getChatRequest(db, receiver.firmId, data.requestId);
    return request !== null && canChat({ role: receiver.role, profileId: receiver.profileId }, request);
  },
});

export const chatEvents = [chatMessageEvent];
