import { runReportChecks } from '@thamani/domain/report-checks';
import type { ReportChecks, ReportContent, ReportDetail } from '@thamani/domain/reports';
import { nairobiToday } from '@thamani/domain/nairobi-time';
import { useDeferredValue, useMemo } from 'react';

/**
 * The checks before submit, run on what is on screen (not the last save): the same rules the
 * server runs at submit, with the author's VRB number, the firm's FSV band and minimum of comparables, the property type, and today in Nairobi.
 * They follow the typing a moment later (a deferred value): running every rule and re-rendering
 * the list on each keystroke is what a throttled phone cannot fit between two keys.
 */
export function useLiveChecks(report: ReportDetail | undefined, current: ReportContent | null): ReportChecks | null {
  const content = useDeferredValue(current);
  return useMemo(
    () =>
      report && content
        ? runReportChecks({
            content,
            valuerVrbNumber: report.author.vrbNumber,
            fsvBand: report.fsvBand,
            minComparables: report.minComparables,
            today: nairobiToday(),
            propertyType: report.propertyType,
          })
        : null,
    [report, content],
  );
}
