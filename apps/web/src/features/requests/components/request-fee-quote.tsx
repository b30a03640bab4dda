import { Loader2 } from 'lucide-react';
import { useFeeQuote, type QuoteAsk } from '@/entities/fees/api/get-fee-quote';
import { FeeWorking } from '@/entities/fees/components/fee-working';
import { FEE_SCREEN_TEXTS as T } from '@/entities/fees/fee-texts';

/**
 * The fee worked on the value the client expects, with its working. The region is always there
 * (empty without a value), so a screen reader hears each new quote, the wait and a refusal.
 */
export function RequestFeeQuote({ ask }: { ask: QuoteAsk | null }) {
  const quote = useFeeQuote(ask);
  const shown = ask === null ? null : quote;

  return (
    <div aria-live="polite" aria-busy={shown?.isFetching ?? false} className="grid gap-3">
      {shown?.isError ? (
        <p className="text-sm text-destructive">{shown.error instanceof Error ? shown.error.message : T.quoteFailed}</p>
      ) : shown?.data ? (
        <FeeWorking quote={shown.data} className={shown.isPlaceholderData ? 'opacity-60' : undefined} />
      ) : shown?.isFetching ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-primary" />
          {T.quoteLoading}
        </p>
      ) : null}
    </div>
  );
}
