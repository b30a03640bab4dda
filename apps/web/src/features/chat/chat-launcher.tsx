import { MessageCircle, X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyComponent, useLoaded } from '@/lib/lazy';
import { cn } from '@/lib/utils';
import { OPEN_CHAT_EVENT } from './open-chat';

// Everything but this button is fetched on demand: the panel when it is first opened, the unread
// badge once the browser is idle after sign-in. The home page's first load stays as it was.
const ChatPanel = lazyComponent(() => import('./components/chat-panel').then((m) => ({ default: m.ChatPanel })), {
  queries: true,
});
const UnreadBadge = lazyComponent(() => import('./components/unread-badge').then((m) => ({ default: m.UnreadBadge })), {
  queries: true,
});

function useIdle(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) {
      return;
    }
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(timer);
  }, [enabled, idle]);
  return idle;
}

/** What a person types or picks in (the chat's own fields aside): the launcher keeps clear of it. */
const FIELD_SELECTOR = [
  'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="checkbox"]):not([type="radio"])',
  'textarea',
  'select',
  '[contenteditable="true"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="option"]',
].join(', ');

function isPageField(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(FIELD_SELECTOR) && target.closest('#chat-panel') === null;
}

/** Whether a field of the page (not of the chat) has the focus. */
function usePageFieldFocused(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setFocused(isPageField(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(isPageField(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return focused;
}

/**
 * The chat box's launcher, on every page (bottom right). On a phone it steps aside while a field
 * of the page has the focus: there it would sit on the field, its picker or the keyboard's line.
 */
export function ChatLauncher() {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const [open, setOpen] = useState(false);
  const [requestId, setRequestId] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const idle = useIdle(signedIn);
  const badgeLoaded = useLoaded(UnreadBadge, signedIn && (idle || open));
  const fieldFocused = usePageFieldFocused();

  // Focus goes back to the launcher once it is shown again (on a phone it hides behind the open panel).
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      setRequestId((event as CustomEvent<string | undefined>).detail ?? null);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  const label = open ? 'Close chat' : 'Open chat';
  return (
    <div
      className={cn(
        'fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden',
        fieldFocused && !open && 'max-sm:hidden',
      )}
    >
      {open ? (
        <Suspense
          fallback={
            <div className="flex h-40 w-80 items-center justify-center rounded-xl border bg-popover shadow-lg">
              <Spinner label="Loading chat" />
            </div>
          }
        >
          <ChatPanel id="chat-panel" onClose={close} requestId={requestId} onRequestChange={setRequestId} />
        </Suspense>
      ) : null}
      <Button
        ref={buttonRef}
        variant="floating"
        size="floating"
        // On a phone the open panel fills the screen and has its own close button: the launcher
        // would sit on the panel's Send button.
        className={open ? 'max-sm:hidden' : undefined}
        aria-expanded={open}
        aria-controls={open ? 'chat-panel' : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
        {signedIn && (idle || open) && badgeLoaded ? (
          <Suspense fallback={<span className="sr-only">{label}</span>}>
            <UnreadBadge label={label} />
          </Suspense>
        ) : (
          <span className="sr-only">{label}</span>
        )}
      </Button>
    </div>
  );
}
