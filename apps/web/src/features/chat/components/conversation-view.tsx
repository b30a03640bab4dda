import { useQueryClient } from '@tanstack/react-query';
import { AppError } from '@thamani/domain/app-error';
import { CHAT_COUNTER_FROM, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, type ChatMessage } from '@thamani/domain/chat';
import { formatDateTime } from '@thamani/domain/display';
import { DOCUMENT_ENDPOINTS } from '@thamani/domain/documents.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { uploadRequestDocument } from '@/entities/document/api/upload-request-document';
import { applyChange } from '@/lib/cache/apply-change';
import { chatKeys } from '@/lib/query-keys/chat-keys';
import { useMessages } from '../api/get-messages';
import { markRead } from '../api/mark-read';
import { sendMessage } from '../api/send-message';
import { MessageText } from './message-text';

interface Pending {
  clientMessageId: string;
  body: string;
  documentId?: string;
  error: string | null;
}

const errorText = (error: unknown) => (error instanceof AppError ? error.message : CHAT_MESSAGES.sendFailed);

/** One conversation: history (page by page), live messages, the composer with attachments. */
export function ConversationView({ requestId }: { requestId: string }) {
  const queryClient = useQueryClient();
  const history = useMessages(requestId);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const fieldId = useId();

  const messages = useMemo<ChatMessage[]>(
    () => (history.data ? [...history.data.pages].reverse().flatMap((p) => p.items) : []),
    [history.data],
  );
  const stored = useMemo(() => new Set(messages.map((m) => m.clientMessageId)), [messages]);
  const waiting = pending.filter((p) => !stored.has(p.clientMessageId));
  const newestId = messages.at(-1)?.id ?? 0;
  const lastReadId = history.data?.pages[0]?.lastReadId ?? 0;

  // The conversation is on screen: mark what it shows as read.
  useEffect(() => {
    if (newestId > lastReadId) {
      markRead(requestId, newestId)
        .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }))
        .catch(() => undefined);
    }
  }, [newestId, lastReadId, requestId, queryClient]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId, waiting.length]);

  const deliver = async (item: Pending) => {
    try {
      await sendMessage(requestId, {
        body: item.body,
        clientMessageId: item.clientMessageId,
        documentId: item.documentId,
      });
      await applyChange(queryClient, 'chat.send');
      setPending((list) => list.filter((p) => p.clientMessageId !== item.clientMessageId));
    } catch (error) {
      setPending((list) =>
        list.map((p) => (p.clientMessageId === item.clientMessageId ? { ...p, error: errorText(error) } : p)),
      );
    }
  };

  const queue = (body: string, documentId?: string) => {
    const item: Pending = { clientMessageId: crypto.randomUUID(), body, documentId, error: null };
    setPending((list) => [...list, item]);
    void deliver(item);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) {
      setFormError(CHAT_MESSAGES.empty);
      return;
    }
    if (body.length > CHAT_MESSAGE_MAX_LENGTH) {
      setFormError(CHAT_MESSAGES.tooLong);
      return;
    }
    setFormError(null);
    setText('');
    queue(body);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    setUploading(true);
    setFormError(null);
    try {
      // A chat attachment is a document of the request, of kind "Other".
      const doc = await uploadRequestDocument({ requestId, category: 'other', file });
      queue(text.trim() || `Attached ${doc.filename}`, doc.id);
      setText('');
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setUploading(false);
      if (fileRef.current) {
        fileRef.current.value = '';
      }
    }
  };

  const left = CHAT_MESSAGE_MAX_LENGTH - text.length;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div role="log" aria-label="Messages" className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3">
        {history.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="w-full"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
          </Button>
        ) : null}
        {history.isPending ? <Spinner label="Loading messages" /> : null}
        {history.isError ? <p className="text-sm text-destructive">Could not load the messages.</p> : null}
        {history.data && messages.length === 0 && waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet. Say hello!</p>
        ) : null}
        <ol className="space-y-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border bg-background px-3 py-2">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{m.sender.name}</span>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </p>
              <MessageText text={m.body} />
              {m.document ? (
                <a
                  className="mt-1 inline-flex items-center gap-1 text-sm underline"
                  href={pathOf(DOCUMENT_ENDPOINTS.content, { id: m.document.id })}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Paperclip aria-hidden="true" className="size-3.5" />
                  {m.document.filename}
                </a>
              ) : null}
            </li>
          ))}
          {waiting.map((p) => (
            <li key={p.clientMessageId} className="rounded-lg border border-dashed bg-background px-3 py-2">
              <p className="text-xs text-muted-foreground">{p.error ? 'Not sent' : 'Sending…'}</p>
              <MessageText text={p.body} />
              {p.error ? (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-destructive">
                  {p.error}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setPending((list) =>
                        list.map((x) => (x.clientMessageId === p.clientMessageId ? { ...x, error: null } : x)),
                      );
                      void deliver({ ...p, error: null });
                    }}
                  >
                    Retry
                  </Button>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        <div ref={endRef} />
      </div>
      <form onSubmit={submit} className="space-y-2 border-t p-3">
        <Label htmlFor={fieldId}>Message</Label>
        <Textarea
          id={fieldId}
          value={text}
          rows={2}
          className="min-h-16 resize-none"
          aria-invalid={formError ? true : undefined}
          aria-describedby={`${fieldId}-hint`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div id={`${fieldId}-hint`} aria-live="polite" className="text-xs">
          {formError ? <p className="text-destructive">{formError}</p> : null}
          {text.length >= CHAT_COUNTER_FROM ? (
            <p className={left < 0 ? 'text-destructive' : 'text-muted-foreground'}>
              {left >= 0 ? `${left} characters left` : `${-left} characters over the limit`}
            </p>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-2">
          <input
            ref={fileRef}
            type="file"
            className="hidden"
            tabIndex={-1}
            onChange={(e) => void attach(e.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => fileRef.current?.click()}
          >
            <Paperclip aria-hidden="true" />
            {uploading ? 'Uploading…' : 'Attach a document'}
          </Button>
          <Button type="submit" size="sm">
            <SendHorizontal aria-hidden="true" />
            Send
          </Button>
        </div>
      </form>
    </div>
  );
}
