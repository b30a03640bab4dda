import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

// The panel is fetched only when someone opens it, keeping it out of every page's bundle.
const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden">
      {open ? (
        <Suspense
          fallback={
            <div className="flex h-40 w-80 items-center justify-center rounded-xl border bg-popover shadow-lg">
              <Spinner label="Loading chat" />
            </div>
          }
        >
          <ChatPanel id="chat-panel" onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <Button
        size="icon"
        className="size-12 rounded-full shadow-lg"
        aria-label={open ? 'Close chat' : 'Open chat'}
        aria-expanded={open}
        aria-controls={open ? 'chat-panel' : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
      </Button>
    </div>
  );
}
