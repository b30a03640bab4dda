import type { ReportDetail } from '@thamani/domain/reports';
import { CircleAlert, FileCheck2, FileDown, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

type Delivery = NonNullable<ReportDetail['delivery']>;

const STATE_TEXT: Record<Delivery['state'], string> = {
  rendering: 'The signed PDF is being prepared. The client is notified as soon as it is ready.',
  ready: 'The signed PDF has been issued to the client.',
  failed:
    'The PDF could not be produced after several attempts, so the client has not received it. Check the server log.',
};

/** After approval: where the PDF is (rendering → ready) and the code a bank checks it with. */
export function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  const headingId = useId();
  const Icon = delivery.state === 'ready' ? FileCheck2 : delivery.state === 'failed' ? CircleAlert : Loader2;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            Delivery
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p role="status" className="flex items-start gap-2">
            <Icon
              aria-hidden="true"
              className={
                delivery.state === 'rendering' ? 'mt-0.5 size-4 shrink-0 animate-spin' : 'mt-0.5 size-4 shrink-0'
              }
            />
            {STATE_TEXT[delivery.state]}
          </p>
          <p>
            Verification code{' '}
            <Link
              to={paths.verify(delivery.verifyCode)}
              className="font-mono font-semibold text-primary underline underline-offset-4"
            >
              {delivery.verifyCode}
            </Link>
          </p>
          {delivery.downloadUrl ? (
            <Button asChild variant="outline" className="w-fit">
              <a href={delivery.downloadUrl} download>
                <FileDown aria-hidden="true" />
                Download the PDF
              </a>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
