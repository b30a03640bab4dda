import { splitLinks } from '@thamani/domain/chat';

/** A message's text with its http(s) links as safe links (new tab, no opener, no referrer, nofollow). */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="text-sm wrap-anywhere whitespace-pre-wrap">
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
