import type { ValuerProfile } from '@thamani/domain/reports';
import { CERTIFICATE_MESSAGES } from '@thamani/domain/valuer-certificate';
import { nairobiToday } from '@thamani/domain/visits';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { CertificateExpiredBanner } from './certificate-expired-banner';
import { CertificateFacts } from './certificate-facts';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

/** The Nairobi date `days` after `ymd`. */
function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const profile = (certificateExpiresOn: string | null): ValuerProfile => ({
  vrbNumber: 'VRB/A/1234',
  hasSignature: false,
  signatureUrl: null,
  certificateYear: certificateExpiresOn ? Number(certificateExpiresOn.slice(0, 4)) : null,
  certificateExpiresOn,
});

async function renderBanner(expiresOn: string | null) {
  vi.mocked(apiRequest).mockResolvedValue(profile(expiresOn));
  renderWithRouter([
    {
      path: '/',
      element: (
        <>
          <h1>Requests</h1>
          <CertificateExpiredBanner />
        </>
      ),
    },
  ]);
  await screen.findByRole('heading', { name: 'Requests' });
}

describe('the valuer’s practising certificate', () => {
  it('warns the valuer on their requests page when it has expired', async () => {
    await renderBanner(addDays(nairobiToday(), -1));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your practising certificate expired on');
    expect(alert).toHaveTextContent(CERTIFICATE_MESSAGES.acceptExpired);
  });

  it.each([
    ['today', 0],
    ['in 10 days', 10],
  ])('says nothing when it expires %s', async (_label, days) => {
    await renderBanner(addDays(nairobiToday(), days));
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the recorded year and expiry read-only, with its state', () => {
    const expiresOn = addDays(nairobiToday(), 10);
    renderWithRouter([{ path: '/', element: <CertificateFacts profile={profile(expiresOn)} /> }]);
    expect(screen.getByRole('heading', { name: /Practising certificate/ })).toHaveTextContent('Expiring soon');
    expect(
      screen.getByText('The office records your certificate after checking it.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when none is recorded', () => {
    renderWithRouter([{ path: '/', element: <CertificateFacts profile={profile(null)} /> }]);
    expect(screen.getByRole('heading', { name: /Practising certificate/ })).toHaveTextContent(
      'No certificate recorded',
    );
    expect(screen.getAllByText('Not recorded')).toHaveLength(2);
  });
});
