import { formatDateTime } from '@thamani/domain/display';
import type { ReactNode } from 'react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { PageSpinner } from '@/components/ui/spinner';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { FeeSettingsSection } from '@/features/fees/components/fee-settings-section';
import { useFirmSettings } from '../api/get-firm-settings';
import { FirmDetailsForm } from '../components/firm-details-form';
import { FirmLogoCard } from '../components/firm-logo-card';

/**
 * /admin/firm — the firm's own details: printed on the cover and footer of every report issued
 * from now on (issued reports keep theirs), signed under every e-mail, shown on /verify.
 */
export function FirmSettingsPage() {
  const query = useFirmSettings();

  let content: ReactNode;
  if (query.data) {
    content = (
      <>
        <p className="text-sm text-muted-foreground">Last changed {formatDateTime(query.data.updatedAt)}.</p>
        <FirmLogoCard firm={query.data} />
        <FirmDetailsForm key={query.data.updatedAt} firm={query.data} />
        <FeeSettingsSection />
      </>
    );
  } else if (query.isError) {
    content = <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <PageSpinner label="Loading the firm’s details" />;
  }

  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Firm details</h1>
        <p className="text-muted-foreground">
          What every report issued from now on prints on its cover and footer, what every e-mail is signed with, and what
          the public verification page shows. Reports already issued keep the details they were issued with.
        </p>
      </header>
      {content}
    </AreaShell>
  );
}
