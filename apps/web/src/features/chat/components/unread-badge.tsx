import { useConversations } from '../api/get-conversations';

/** The launcher's name with its unread count (loaded after idle, kept fresh by the event stream). */
export function UnreadBadge({ label }: { label: string }) {
  const { data } = useConversations();
  const count = data?.unread ?? 0;
  if (count === 0) {
    return <span className="sr-only">{label}</span>;
  }
  return (
    <>
      <span className="sr-only">{`${label}, ${count} unread`}</span>
      <span
        aria-hidden="true"
        data-testid="chat-unread-badge"
        className="absolute -top-1 -right-1 h-5 min-w-5 rounded-full bg-destructive px-1 text-center text-[0.7rem] leading-5 font-semibold text-destructive-foreground"
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}
