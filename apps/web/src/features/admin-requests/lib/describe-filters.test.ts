// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeFilters, hasFilters } from './describe-filters';

const JANE = '6f1c2a4e-1b2c-4d3e-8f90-1234567890ab';

describe('describeFilters', () => {
  it('says what was searched for', () => {
    expect(describeFilters({ q: 'TH-2026-0142' }, null)).toBe('All requests, matching “TH-2026-0142”');
    expect(describeFilters({ q: 'kilimani', status: 'open' }, null)).toBe('Open requests, matching “kilimani”');
  });

  it('says what a dashboard figure opened', () => {
    expect(describeFilters({ status: 'open', valuerId: JANE, overdue: 'true' }, 'Jane Wanjiru')).toBe(
      'Open requests assigned to Jane Wanjiru, overdue',
    );
    expect(describeFilters({ valuerId: 'unassigned', status: 'open' }, null)).toBe(
      'Open requests with no valuer assigned',
    );
    expect(describeFilters({ completedFrom: '2030-03-01', completedTo: '2030-03-31', revised: 'true' }, null)).toBe(
      'All requests, sent back for changes at least once, completed 1 Mar 2030 – 31 Mar 2030',
    );
  });

  it('names the status, county, purpose and received dates', () => {
    expect(
      describeFilters(
        {
          status: 'under_review',
          county: 'Kiambu',
          purpose: 'mortgage',
          receivedFrom: '2030-03-04',
          receivedTo: '2030-03-04',
        },
        null,
      ),
    ).toBe('Under Review requests in Kiambu for mortgage / bank, received on 4 Mar 2030');
    expect(describeFilters({ receivedFrom: '2030-03-04' }, null)).toBe('All requests, received on or after 4 Mar 2030');
    expect(describeFilters({ completedTo: '2030-03-04' }, null)).toBe(
      'All requests, completed on or before 4 Mar 2030',
    );
    expect(describeFilters({ valuerId: JANE }, null)).toBe('All requests assigned to the chosen valuer');
  });

  it('knows when nothing is filtered', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ county: 'Nairobi' })).toBe(true);
  });
});
