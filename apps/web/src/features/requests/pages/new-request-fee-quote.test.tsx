import { AppError } from '@thamani/domain/app-error';
import { FEE_MESSAGES } from '@thamani/domain/fees';
import { nairobiToday } from '@thamani/domain/visits';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feeQuote } from '@/entities/fees/testing/fee-quote-fixture';
import { apiRequest } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/test-utils';
import { QUOTE_DEBOUNCE_MS } from '../components/request-fee-section';
import { requestDetail } from '../testing/request-detail-fixture';
import { NewRequestPage } from './new-request-page';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const QUOTE_PATH = '/api/fees/quote';
const VALUE = 'Value you expect (KSh)';

function DetailStub() {
  return <h1>Detail {useParams().requestId}</h1>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/request', element: <NewRequestPage /> },
      { path: '/my-requests/:requestId', element: <DetailStub /> },
    ],
    { initialEntries: ['/request'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const quoteCalls = () => vi.mocked(apiRequest).mock.calls.filter(([path]) => path === QUOTE_PATH);
const settle = () => new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS + 200));
const working = () => screen.findByRole('table', { name: 'How the fee is worked out' });

function fillValid() {
  set('Property title', 'Kilimani apartment');
  set('Property type', 'land');
  set('County', 'Nairobi');
  set('Town / area', 'Kilimani');
  set('Address', 'Argwings Kodhek Rd');
  set('Size (m²)', '450');
  set('Purpose', 'insurance');
  const date = new Date(`${nairobiToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 3);
  set('Preferred date', date.toISOString().slice(0, 10));
  set('Contact phone', '0712 345 678');
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
});

describe('NewRequestPage — what it will cost', () => {
  it('asks once the typed value settles and shows the working, subtotal and total, and the notes', async () => {
    vi.mocked(apiRequest).mockResolvedValue(feeQuote({ purpose: 'mortgage' }));
    const user = renderPage();
    set('Purpose', 'mortgage');
    expect(screen.getByLabelText(VALUE)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(VALUE)).toHaveAccessibleDescription(/Valuers’ scale/);
    await user.type(screen.getByLabelText(VALUE), '10,000,000');

    const table = await working();
    // Typed key by key, asked once: on the value as it settled, with the purpose chosen.
    expect(quoteCalls()).toHaveLength(1);
    expect(quoteCalls()[0]?.[1]).toMatchObject({
      method: 'POST',
      body: { category: 'ordinary', expectedValue: 10_000_000, purpose: 'mortgage' },
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1% of the first KSh 5,000,000KSh 50,000',
      '0.25% of the remaining KSh 5,000,000KSh 12,500',
      'Fee on the Valuers’ scaleKSh 62,500',
      `${FEE_MESSAGES.subtotal}KSh 62,500`,
      'VAT at 16%KSh 10,000',
      `${FEE_MESSAGES.total}KSh 72,500`,
    ]);
    expect(rows.at(-1)).toHaveClass('font-semibold');
    expect(rows.at(-3)).toHaveClass('font-semibold');
    expect(rows[0]).not.toHaveClass('font-semibold');
    expect(screen.getByText('Worked on the value you expect: KSh 10,000,000')).toBeInTheDocument();
    expect(table.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('asks nothing for a value the fee cannot be worked on', async () => {
    vi.mocked(apiRequest).mockResolvedValue(feeQuote());
    renderPage();
    for (const typed of ['twelve million', '0', '12,000,000.50', '-5']) {
      set(VALUE, typed);
      await settle();
    }
    expect(quoteCalls()).toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'How the fee is worked out' })).not.toBeInTheDocument();
  });

  it('says why when the server will not quote', async () => {
    const refusal = FEE_MESSAGES.categoryOff('Ordinary valuation (land and buildings)');
    vi.mocked(apiRequest).mockRejectedValue(new AppError('CONFLICT', refusal));
    renderPage();
    set(VALUE, '10000000');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'How the fee is worked out' })).not.toBeInTheDocument();
  });

  it('shows the wait while the fee is worked out, and clears the working when the value is cleared', async () => {
    let answer: (quote: unknown) => void = () => undefined;
    vi.mocked(apiRequest).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    set(VALUE, '10000000');
    expect(await screen.findByText('Working out the fee…')).toBeInTheDocument();
    answer(feeQuote());
    await working();
    set(VALUE, '');
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'How the fee is worked out' })).not.toBeInTheDocument(),
    );
  });

  it('sends the value, as whole shillings, with the request', async () => {
    vi.mocked(apiRequest).mockImplementation((path: string) =>
      Promise.resolve(path === QUOTE_PATH ? feeQuote({ expectedValue: 12_000_000 }) : requestDetail()),
    );
    const user = renderPage();
    fillValid();
    set(VALUE, '12,000,000');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await screen.findByRole('heading', { name: /^Detail / });
    expect(apiRequest).toHaveBeenCalledWith(
      '/api/requests',
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ expectedValue: 12_000_000, purpose: 'insurance' }),
      }),
    );
  });

  it('says what is wrong with a value that is not whole shillings, and sends nothing', async () => {
    const user = renderPage();
    fillValid();
    set(VALUE, '12,000,000.50');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(screen.getByLabelText(VALUE)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(VALUE)).toHaveAccessibleDescription(
      new RegExp(FEE_MESSAGES.expectedValue.replace(/[.()]/g, '\\$&')),
    );
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
