import { runReportChecks } from '@thamani/domain/report-checks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/test-utils';
import { reportContent } from '../../lib/test-fixtures';
import { ReportChecksPanel } from './report-checks-panel';

/** A draft stating only a Market Value, with no photographs, of a residential property. */
function checksOfMarketValueOnly() {
  const content = reportContent();
  return runReportChecks({
    content: {
      ...content,
      photos: [],
      sections: content.sections.map((s) => (s.kind === 'valuation' ? { ...s, values: ['marketValue' as const] } : s)),
    },
    valuerVrbNumber: 'VRB/A/1234',
    fsvBand: { min: 0.7, max: 0.85 },
    minComparables: 3,
    today: '2026-03-05',
    propertyType: 'residential',
  });
}

describe('ReportChecksPanel', () => {
  it('shows a check that does not apply as "Not applicable", not a green Pass, and counts it apart', () => {
    renderWithRouter([{ path: '/', element: <ReportChecksPanel checks={checksOfMarketValueOnly()} /> }]);
    const fsv = screen.getByTestId('check-fsv_not_above_mv');
    expect(within(fsv).getByText('Not applicable')).not.toHaveClass('bg-success');
    expect(within(fsv).queryByText('Pass')).toBeNull();
    expect(
      within(fsv).getByText('This report does not state both a Market Value and a Forced Sale Value.'),
    ).toBeVisible();
    expect(within(fsv).queryByRole('link')).toBeNull();
    expect(screen.getByText(/\d+ not applicable\./)).toBeVisible();
  });

  it('warns about a residential report without photographs, naming the fix', () => {
    renderWithRouter([{ path: '/', element: <ReportChecksPanel checks={checksOfMarketValueOnly()} /> }]);
    const photos = screen.getByTestId('check-photos_included');
    expect(within(photos).getByText('Warning')).toBeVisible();
    expect(within(photos).getByText(/^No photographs are included\. A residential property's report/)).toBeVisible();
  });
});
