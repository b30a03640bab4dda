import type { FeeQuote } from '@thamani/domain/fees';
import { formatKsh } from '@thamani/domain/money';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FeeWorking } from '@/entities/fees/components/fee-working';
import { FEE_SCREEN_TEXTS as T } from '@/entities/fees/fee-texts';

/** The fee quoted when the request was made (on the value the client expected): its total, then its working. */
export function RequestFeeQuoteCard({ quote }: { quote: FeeQuote }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            {T.quoteCard}
          </CardTitle>
          <CardDescription>{T.quoteCardHint}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-sm text-muted-foreground">{T.quotedTotal}</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatKsh(quote.total)}</dd>
          </dl>
          <FeeWorking quote={quote} />
        </CardContent>
      </Card>
    </section>
  );
}
