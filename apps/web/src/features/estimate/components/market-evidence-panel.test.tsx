import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { withQueryClient } from '@/test/test-utils';
import { MarketEvidencePanel } from './market-evidence-panel';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
const api = vi.mocked(apiRequest);

afterEach(() => {
  api.mockReset();
});

const KILIMANI = { location: 'Kilimani, Nairobi', propertyType: 'residential', size: '180' };

describe('MarketEvidencePanel', () => {
  it('shows the median per m², how many, the months, the value for the entered size and its own disclaimer', async () => {
    api.mockResolvedValue({
      county: 'Nairobi',
      propertyType: 'residential',
      evidence: { count: 7, medianPerSqm: 158_000, firstMonth: '2026-03', lastMonth: '2026-11' },
    });
    withQueryClient(<MarketEvidencePanel input={KILIMANI} />);
    const panel = await screen.findByRole('region', { name: 'What our approved valuations say' });
    expect(panel).toHaveTextContent(
      'Median KSh 158,000 per m² across 7 approved residential valuations in Nairobi County, March 2026 – November 2026.',
    );
    expect(panel).toHaveTextContent('For 180 m² that is about KSh 28,400,000.');
    expect(panel).toHaveTextContent(
      'An aggregate of the firm’s past approved valuations, not a valuation of your property.',
    );
    expect(api).toHaveBeenCalledWith('/api/market-evidence?county=Nairobi&propertyType=residential', expect.anything());
  });

  it('says only a neutral line, with no figure, when there are too few', async () => {
    api.mockResolvedValue({ county: 'Nairobi', propertyType: 'land', evidence: null });
    withQueryClient(<MarketEvidencePanel input={{ ...KILIMANI, propertyType: 'land' }} />);
    expect(
      await screen.findByText('We have too few approved valuations of this type in this county to compare.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.body).not.toHaveTextContent(/KSh/);
  });

  it('asks nothing when the location names no county, and says how to name one', () => {
    withQueryClient(<MarketEvidencePanel input={{ ...KILIMANI, location: 'Kilimani' }} />);
    expect(screen.getByText(/Name the county in the location/)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('leaves out the value for a size that is not a number', async () => {
    api.mockResolvedValue({
      county: 'Nairobi',
      propertyType: 'residential',
      evidence: { count: 5, medianPerSqm: 150_000, firstMonth: '2026-11', lastMonth: '2026-11' },
    });
    withQueryClient(<MarketEvidencePanel input={{ ...KILIMANI, size: 'large' }} />);
    const panel = await screen.findByRole('region', { name: 'What our approved valuations say' });
    expect(panel).toHaveTextContent('in Nairobi County, November 2026.');
    expect(panel).not.toHaveTextContent(/that is about/);
  });
});
