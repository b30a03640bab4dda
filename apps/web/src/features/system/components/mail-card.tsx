import { formatDateTime } from '@thamani/domain/display';
import type { MailStatus } from '@thamani/domain/system';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSendTestMail } from '../api/send-test-mail';

const TRANSPORT_WORDS: Record<MailStatus['transport'], string> = {
  smtp: 'Sent through the SMTP server',
  'dev-mailbox': 'Caught by the development mailbox (not sent)',
  off: 'Not sent: SMTP_URL is not set',
};

/** How mail leaves, how the last one went, and a test mail to the admin's own address. */
export function MailCard({ mail }: { mail: MailStatus }) {
  const id = useId();
  const send = useSendTestMail();
  const last = mail.lastDelivery;
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => toast.success(`Test e-mail on its way to ${sent.to}`),
      onError: (error) => toast.error(error.message),
    });
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Mail
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Delivery</dt>
        <dd className={mail.transport === 'off' ? 'font-medium text-destructive' : undefined}>
          {TRANSPORT_WORDS[mail.transport]}
        </dd>
        {mail.server ? (
          <>
            <dt className="text-muted-foreground">Server</dt>
            <dd className="break-all">{mail.server}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">From</dt>
        <dd className="break-all">{mail.from}</dd>
        <dt className="text-muted-foreground">DKIM</dt>
        <dd>{mail.dkim ? 'Signed' : 'Not signed'}</dd>
        <dt className="text-muted-foreground">Last e-mail</dt>
        <dd>
          {!last
            ? 'None sent yet'
            : last.outcome === 'delivered'
              ? `Delivered ${formatDateTime(last.at)}`
              : `Failed ${formatDateTime(last.at)}: ${last.error ?? ''}`}
        </dd>
      </dl>
      <Button variant="outline" className="w-fit" onClick={onSend} disabled={send.isPending}>
        {send.isPending ? <Spinner className="size-4 text-current" label="Sending" /> : null}
        Send test e-mail
      </Button>
    </section>
  );
}
