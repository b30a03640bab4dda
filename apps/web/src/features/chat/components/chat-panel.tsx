import { ArrowLeft, MessageCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useConversations } from '../api/get-conversations';
import { ChatFaqPanel } from './chat-faq-panel';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

interface ChatPanelProps {
  id: string;
  onClose: () => void;
  /** The open conversation (null: the list). */
  requestId: string | null;
  onRequestChange: (requestId: string | null) => void;
}

/**
 * The chat box: a labelled region; focus moves into it on open, Escape closes it (the launcher
 * then takes focus back). Fills the screen on a phone.
 */
export function ChatPanel({ id, onClose, requestId, onRequestChange }: ChatPanelProps) {
  const { status } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [requestId]);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="fixed inset-0 z-50 flex flex-col bg-popover text-popover-foreground sm:static sm:inset-auto sm:h-[min(34rem,calc(100vh-7rem))] sm:w-96 sm:rounded-xl sm:border sm:shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
        >
          <MessageCircle aria-hidden="true" className="size-4 text-primary" />
          Chat
        </h2>
        <Button variant="ghost" size="icon" className="size-8" aria-label="Close chat" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>
      {status !== 'signed-in' ? (
        <div className="overflow-y-auto">
          <ChatFaqPanel />
        </div>
      ) : requestId ? (
        <OpenConversation requestId={requestId} onBack={() => onRequestChange(null)} />
      ) : (
        <ConversationList onOpen={(c) => onRequestChange(c.requestId)} />
      )}
    </section>
  );
}

function OpenConversation({ requestId, onBack }: { requestId: string; onBack: () => void }) {
  const { data } = useConversations();
  const conversation = data?.items.find((c) => c.requestId === requestId);
  return (
    <>
      <div className="flex items-center gap-2 border-b px-2 py-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All conversations
        </Button>
      </div>
      <div className="px-4 pt-2">
        <h3 className="truncate text-sm font-semibold">{conversation?.title ?? 'Conversation'}</h3>
        {conversation?.otherParty ? (
          <p className="text-xs text-muted-foreground">With {conversation.otherParty}</p>
        ) : null}
      </div>
      <ConversationView requestId={requestId} />
    </>
  );
}
