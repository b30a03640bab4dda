import type { ReportStatus } from '@thamani/domain/reports';
import { useState } from 'react';
import { ValuerDetailsCard } from '@/features/valuer-profile/components/valuer-details-card';
import { ReadyForReportList } from '../components/drafts/ready-for-report-list';
import { ReportList } from '../components/drafts/report-list';

/**
 * /agent-dashboard/reports/drafts — the valuer's reports: requests ready for one (start it from a
 * template), the reports by status, and the details printed on each report they sign.
 */
export function ReportDraftsPage() {
  const [status, setStatus] = useState<ReportStatus | undefined>(undefined);
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Report drafts</h1>
        <p className="text-muted-foreground">
          Start a report once the inspection is submitted; every change saves by itself.
        </p>
      </header>
      <ReadyForReportList />
      <ReportList status={status} onStatusChange={setStatus} />
      <ValuerDetailsCard />
    </>
  );
}
