import { AppError } from '@thamani/domain/app-error';
import { FIRM_MESSAGES, type FirmSettings } from '@thamani/domain/firm';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { firmFees } from '@/features/fees/testing/firm-fees-fixture';
import { renderWithRouter } from '@/test/test-utils';
import { FirmSettingsPage } from './firm-settings-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const FIRM: FirmSettings = {
  name: 'Thamani Valuers Ltd',
  companyRegistration: null,
  vrbFirmNumber: null,
  kraPin: null,
  vatRegistration: null,
  postalAddress: null,
  physicalAddress: 'Nairobi, Kenya',
  phone: '+254712345678',
  email: null,
  website: null,
  fsvBand: { min: 0.7, max: 0.85 },
  minComparables: 3,
  signatory: { name: null, title: null },
  logoUrl: null,
  updatedAt: '2030-03-04T07:00:00.000Z',
};

// The page's fee settings section reads its own endpoint (its tests: features/fees).
const FEES_PATH = '/api/admin/fees';
const FIRM_FEES = firmFees();

const puts = () => vi.mocked(apiRequest).mock.calls.filter(([, opts]) => (opts as { method?: string }).method === 'PUT');

function renderPage() {
  return renderWithRouter([{ path: '/admin/firm', element: <FirmSettingsPage /> }], { initialPath: '/admin/firm' });
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
});

describe('FirmSettingsPage', () => {
  it('shows the firm as stored and saves the admin’s edit as the rules read it', { timeout: 20_000 }, async () => {
    vi.mocked(apiRequest).mockImplementation((path, opts) =>
      Promise.resolve(
        path === FEES_PATH
          ? FIRM_FEES
          : (opts as { method?: string }).method === 'PUT'
            ? { ...FIRM, kraPin: 'P051234567Q', updatedAt: '2030-03-04T08:00:00.000Z' }
            : FIRM,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByLabelText('Firm name')).toHaveValue('Thamani Valuers Ltd');
    expect(screen.getByLabelText('Phone')).toHaveValue('+254 712 345 678');
    expect(screen.getByText('No logo yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('KRA PIN'), 'p051234567q');
    await user.type(screen.getByLabelText('Signs for the firm (name)'), 'Jane Mwangi');
    const minimum = screen.getByLabelText('Fewest comparable sales for the comparison method');
    expect(minimum).toHaveValue(3);
    await user.clear(minimum);
    await user.type(minimum, '25');
    await user.click(screen.getByRole('button', { name: 'Save firm details' }));
    expect(await screen.findByText(FIRM_MESSAGES.minComparables)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    await user.clear(minimum);
    await user.type(minimum, '5');
    await user.click(screen.getByRole('button', { name: 'Save firm details' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.[0]).toBe('/api/admin/firm');
    expect((puts()[0]?.[1] as { body: unknown }).body).toMatchObject({
      kraPin: 'P051234567Q',
      phone: '+254712345678',
      companyRegistration: null,
      fsvBand: { min: 0.7, max: 0.85 },
      minComparables: 5,
      signatory: { name: 'Jane Mwangi', title: null },
    });
  });

  it('says what is wrong on the field itself, before sending and when the server refuses', async () => {
    vi.mocked(apiRequest).mockImplementation((path, opts) =>
      path === FEES_PATH
        ? Promise.resolve(FIRM_FEES)
        : (opts as { method?: string }).method === 'PUT'
          ? Promise.reject(
              new AppError('VALIDATION', FIRM_MESSAGES.fsvBandMax, { 'fsvBand.max': FIRM_MESSAGES.fsvBandMax }),
            )
          : Promise.resolve(FIRM),
    );
    const user = userEvent.setup();
    renderPage();
    const website = await screen.findByLabelText('Website');
    await user.type(website, 'thamani.co.ke');
    await user.click(screen.getByRole('button', { name: 'Save firm details' }));
    expect(await screen.findByText(FIRM_MESSAGES.website)).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);

    await user.clear(website);
    await user.click(screen.getByRole('button', { name: 'Save firm details' }));
    expect(await screen.findByText(FIRM_MESSAGES.fsvBandMax)).toBeInTheDocument();
    expect(screen.getByLabelText('Highest forced sale value (share of market value)')).toHaveFocus();
  });
});
