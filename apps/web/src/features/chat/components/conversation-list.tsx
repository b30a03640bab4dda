import type { Conversation } from '@thamani/domain/chat';
import { Spinner } from '@/components/ui/spinner';
import { useConversations } from '../api/get-conversations';

/** The caller's conversations: request title, the other party, the last message, unread count. */
export function ConversationList({ onOpen }: { onOpen: (c: Conversation) => void }) {
  const { data, isPending, isError } = useConversations();
  if (isPending) {
    return (
      <div className="flex justify-center p-6">
        <Spinner label="Loading conversations" />
      </div>
    );
  }
  if (isError) {
    return <p className="p-4 text-sm text-destructive">Could not load your conversations. Try again later.</p>;
  }
  if (data.items.length === 0) {
    return (
      <p className="p-4 text-sm text-muted-foreground">
        No conversations yet. Once a valuer takes your request, you can message them here.
      </p>
    );
  }
  return (
    <ul aria-label="Conversations" className="divide-y overflow-y-auto">
      {data.items.map((c) => (
        <li key={c.requestId}>
          <button
            type="button"
            className="flex w-full flex-col items-start gap-0.5 px-4 py-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            onClick={() => onOpen(c)}
          >
            <span className="flex w-full items-center justify-between gap-2">
              <span className="truncate font-medium">{c.title}</span>
              {c.unread > 0 ? (
                <span className="shrink-0 rounded-full bg-destructive px-2 text-xs leading-5 font-semibold text-destructive-foreground">
                  {c.unread} unread
                </span>
              ) : null}
            </span>
            <span className="text-xs text-muted-foreground">{c.otherParty ?? 'Waiting for a valuer'}</span>
            {c.lastMessage ? (
              <span className="line-clamp-1 text-sm text-muted-foreground">
                {c.lastMessage.senderName}: {c.lastMessage.body}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
