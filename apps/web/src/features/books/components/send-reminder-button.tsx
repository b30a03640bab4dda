import type { BooksInvoice } from '@thamani/domain/books';
import { Loader2, Mail } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useSendReminder } from '../api/send-reminder';
import { BOOKS_TEXTS } from '../books-texts';

const T = BOOKS_TEXTS.remind;

/** E-mails the client who ordered a reminder of what is owed, now; a toast says to whom. */
export function SendReminderButton({ invoice }: { invoice: Pick<BooksInvoice, 'id' | 'number'> }) {
  const remind = useSendReminder();
  const send = async () => {
    try {
      const sent = await remind.mutateAsync(invoice.id);
      toast.success(T.sent(sent.sentTo));
    } catch (error) {
      toast.error(T.failed, { description: error instanceof Error ? error.message : undefined });
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" disabled={remind.isPending} onClick={() => void send()}>
      {remind.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
      {remind.isPending ? T.sending : T.button} <span className="sr-only">for {invoice.number}</span>
    </Button>
  );
}
