import { MessageCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** Chat with the valuer arrives with its own issue; until then the panel says so plainly. */
export function ChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="w-80 max-w-[calc(100vw-2rem)] rounded-xl border bg-popover text-popover-foreground shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          onClose();
        }
      }}
    >
      <header className="flex items-center justify-between border-b px-4 py-3">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 font-semibold">
          <MessageCircle aria-hidden="true" className="size-4 text-primary" />
          Chat
        </h2>
        <Button variant="ghost" size="icon" className="size-8" aria-label="Close chat" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>
      <div className="space-y-2 px-4 py-5 text-sm">
        <p className="font-medium">Chat with your valuer is being built.</p>
        <p className="text-muted-foreground">
          Soon you will be able to message the valuer handling your request right here. Until then, your
          valuer will contact you by phone or e-mail about your request.
        </p>
      </div>
    </section>
  );
}
