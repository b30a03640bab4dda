import { formatDate } from '@thamani/domain/display';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { FEE_SCREEN_TEXTS as T } from '@/entities/fees/fee-texts';
import { useFirmFees } from '../api/get-firm-fees';
import { FeeSettingsForm } from './fee-settings-form';

/** /admin/firm's "Fees": the scale in force and what the firm adds to it. */
export function FeeSettingsSection() {
  const query = useFirmFees();
  const headingId = useId();

  let content: ReactNode;
  if (query.data) {
    const { scale } = query.data;
    content = (
      <>
        <p className="text-sm">
          {T.scaleInForce(scale.citation, scale.version, formatDate(`${scale.effectiveFrom}T09:00:00Z`))}
        </p>
        {/* Saved elsewhere (another admin), the form starts again from what is stored. */}
        <FeeSettingsForm key={query.data.updatedAt ?? 'never saved'} fees={query.data} />
      </>
    );
  } else if (query.isError) {
    content = <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <Spinner label={T.feesLoading} />;
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          {T.settingsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{T.settingsHint}</p>
      </div>
      {content}
    </section>
  );
}
