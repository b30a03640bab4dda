import { AppError } from '@thamani/domain/app-error';
import { REPORT_MESSAGES, type VerifyResponse } from '@thamani/domain/reports';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { COPY_MESSAGES } from '../components/check-copy';
import { VerifyPage } from './verify-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const ISSUED_PDF = '%PDF-1.7 the issued report';
// printf '%%PDF-1.7 the issued report' | sha256sum
const ISSUED_SHA256 = '245e666fa883a5c7e445f2259bc6777738a9c137cbdb1ed73c63ec77efa4edd8';

const REPORT: VerifyResponse = {
  code: '7K3QD-M9XTP',
  reference: 'TH-2026-0142',
  property: { title: 'Kilimani maisonette', lrNumber: 'LR No. 209/12345', county: 'Nairobi', town: 'Kilimani' },
  valuationDate: '2026-03-12',
  values: { marketValue: 12_500_000, forcedSaleValue: 9_400_000, insuranceValue: null },
  valuer: { name: 'Amina Otieno', vrbNumber: 'VRB/A/1234' },
  firm: 'Thamani Valuers Ltd',
  firmContact: {
    name: 'Thamani Valuers Ltd',
    vrbFirmNumber: 'VRB/F/0042',
    physicalAddress: 'Mayfair Centre, Nairobi',
    postalAddress: null,
    phone: '+254712345678',
    email: 'office@thamani.co.ke',
    website: 'https://thamani.co.ke',
    logoUrl: null,
  },
  approvedAt: '2026-03-14T09:30:00+03:00',
  sha256: ISSUED_SHA256,
};

function renderAt(path: string) {
  return renderWithRouter([{ path: '/verify/:code', element: <VerifyPage /> }], { initialPath: path });
}

const pdf = (text: string) => new File([text], 'report.pdf', { type: 'application/pdf' });

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
});

describe('VerifyPage', () => {
  it('shows what the issued report states and tells a genuine copy from an altered one', async () => {
    vi.mocked(apiRequest).mockResolvedValue(REPORT);
    const user = userEvent.setup();
    renderAt('/verify/7K3QD-M9XTP');

    expect(await screen.findByText('This is a genuine report issued by Thamani Valuers Ltd')).toBeInTheDocument();
    expect(screen.getByText('LR No. 209/12345')).toBeInTheDocument();
    expect(screen.getByText('KSh 12,500,000')).toBeInTheDocument();
    expect(screen.getByText('KSh 9,400,000')).toBeInTheDocument();
    expect(screen.queryByText('Insurance (Reinstatement) Value')).not.toBeInTheDocument();
    expect(screen.getByText('VRB/A/1234')).toBeInTheDocument();
    // Who issued it, and how to reach them.
    expect(screen.getByText('VRB/F/0042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(screen.getByRole('link', { name: 'office@thamani.co.ke' })).toHaveAttribute(
      'href',
      'mailto:office@thamani.co.ke',
    );
    expect(apiRequest).toHaveBeenCalledWith('/api/verify/7K3QD-M9XTP', expect.anything());

    await user.upload(screen.getByLabelText('Report PDF'), pdf(ISSUED_PDF));
    expect(await screen.findByText(COPY_MESSAGES.match)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Report PDF'), pdf(`${ISSUED_PDF} `));
    expect(await screen.findByText(COPY_MESSAGES.mismatch)).toBeInTheDocument();
    expect(screen.queryByText(COPY_MESSAGES.match)).not.toBeInTheDocument();
  });

  it('reads a code typed in lower case without its dash', async () => {
    vi.mocked(apiRequest).mockResolvedValue(REPORT);
    const { router } = renderAt('/verify/7k3qdm9xtp');
    expect(await screen.findByText('Kilimani maisonette')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/7K3QD-M9XTP');
  });

  it('says an unknown code is unknown and offers to type another', async () => {
    vi.mocked(apiRequest).mockRejectedValue(new AppError('NOT_FOUND', REPORT_MESSAGES.verifyNotFound));
    const user = userEvent.setup();
    const { router } = renderAt('/verify/ABCDE-FGHJK');

    expect(await screen.findByText(REPORT_MESSAGES.verifyNotFound)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), 'zzzz');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(screen.getByText(/Enter the 10-character code/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '7k3qd-m9xtp');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(router.state.location.pathname).toBe('/verify/7K3QD-M9XTP');
  });

  it('tells an address that guessed too many wrong codes when it may check again, and does not ask again meanwhile', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new AppError('RATE_LIMITED', REPORT_MESSAGES.verifyRateLimited, undefined, { retryAt: '2026-03-14T06:45:00Z' }),
    );
    renderAt('/verify/7K3QD-M9XTP');
    expect(await screen.findByText(REPORT_MESSAGES.verifyRateLimited)).toBeInTheDocument();
    expect(
      screen.getByText('You can check codes again after 14 Mar 2026, 9:45 AM (Nairobi time).'),
    ).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });
});
