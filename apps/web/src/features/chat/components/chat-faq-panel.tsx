import { CHAT_SIGN_IN_PROMPT, chatFaqs, type ChatFaq } from '@thamani/domain/chat-faq';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const FAQS = chatFaqs();

/** The signed-out chat box: the common questions as buttons, their answers, and a way to sign in. */
export function ChatFaqPanel() {
  const [asked, setAsked] = useState<ChatFaq | null>(null);
  return (
    <div className="flex flex-col gap-3 p-4 text-sm">
      <p>Hello! Here are answers to common questions.</p>
      <ul className="flex flex-col gap-2">
        {FAQS.map((faq) => (
          <li key={faq.id}>
            <Button
              variant={asked?.id === faq.id ? 'default' : 'outline'}
              className="h-auto w-full justify-start text-left whitespace-normal"
              aria-pressed={asked?.id === faq.id}
              onClick={() => setAsked(faq)}
            >
              {faq.question}
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {asked ? (
          <div className="space-y-2 rounded-md border bg-muted/40 p-3">
            <h3 className="font-semibold">{asked.question}</h3>
            {asked.answer.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
      <Button asChild>
        <Link to={paths.auth}>{CHAT_SIGN_IN_PROMPT}</Link>
      </Button>
    </div>
  );
}
