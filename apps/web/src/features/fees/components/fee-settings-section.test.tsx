import { AppError } from '@thamani/domain/app-error';
import { FEE_MESSAGES, OFF_SCALE_REASON_MIN_LENGTH } from '@thamani/domain/fees';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { withQueryClient } from '@/test/test-utils';
import { firmFees } from '../testing/firm-fees-fixture';
import { FeeSettingsSection } from './fee-settings-section';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const REASON = 'Agreed panel fee with the bank for all mortgage valuations';
const puts = () =>
  vi.mocked(apiRequest).mock.calls.filter(([, opts]) => (opts as { method?: string }).method === 'PUT');
const set = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save fee settings' });

function mockFees(
  onPut: (body: unknown) => unknown = (body) =>
    firmFees({ ...(body as object), updatedAt: '2030-03-04T08:00:00.000Z' }),
) {
  vi.mocked(apiRequest).mockImplementation((_path, opts) => {
    const { method, body } = opts as { method?: string; body?: unknown };
    const answer =
      method === 'PUT' ? onPut(body) : firmFees({ fixedFees: [{ purpose: 'sale', amount: 40_000, reason: REASON }] });
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('FeeSettingsSection', () => {
  it('shows the scale in force and the settings as stored, and saves the edit as the schema reads it', async () => {
    mockFees();
    const user = userEvent.setup();
    withQueryClient(<FeeSettingsSection />);

    const vat = await screen.findByRole('checkbox', { name: 'Registered for VAT (16%)' });
    expect(
      screen.getByText(
        'Scale in force: Valuers (Forms and Fees) Rules, Valuers Act (Cap. 532), version 1, effective from 21 Nov 2026.',
      ),
    ).toBeInTheDocument();
    expect(vat).not.toBeChecked();
    expect(screen.getByLabelText('Travel rate per km (KSh)')).toHaveValue('');
    expect(screen.getByLabelText('Purpose')).toHaveValue('sale');
    expect(screen.getByLabelText('Fixed fee (KSh)')).toHaveValue('40000');

    await user.click(vat);
    set(screen.getByLabelText('Travel rate per km (KSh)'), '1,500');
    set(screen.getByLabelText('Official search charge (KSh)'), '');
    await user.click(screen.getByRole('button', { name: 'Add a fixed fee' }));
    const second = screen.getByRole('group', { name: 'Fixed fee 2' });
    // The next purpose without a fixed fee is offered.
    expect(within(second).getByLabelText('Purpose')).toHaveValue('mortgage');
    set(within(second).getByLabelText('Fixed fee (KSh)'), '30,000');
    set(within(second).getByLabelText('Reason'), 'Bank panel');
    await user.click(save());

    const short = FEE_MESSAGES.offScaleReasonNeeded(OFF_SCALE_REASON_MIN_LENGTH);
    expect(await within(second).findByText(short)).toBeInTheDocument();
    expect(within(second).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);

    set(within(second).getByLabelText('Reason'), REASON);
    await user.click(save());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.[0]).toBe('/api/admin/fees');
    expect((puts()[0]?.[1] as { body: unknown }).body).toEqual({
      vatRegistered: true,
      travelRatePerKm: 1500,
      officialSearchFee: null,
      fixedFees: [
        { purpose: 'sale', amount: 40_000, reason: REASON },
        { purpose: 'mortgage', amount: 30_000, reason: REASON },
      ],
      paymentTerms: { individual: 'on_invoice', organisation: 'on_account' },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FEE_MESSAGES.feesSaved));
  });

  it('refuses a purpose given twice and an amount that is not whole shillings, before sending', async () => {
    mockFees();
    const user = userEvent.setup();
    withQueryClient(<FeeSettingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Add a fixed fee' }));
    const second = screen.getByRole('group', { name: 'Fixed fee 2' });
    set(within(second).getByLabelText('Purpose'), 'sale');
    set(within(second).getByLabelText('Fixed fee (KSh)'), '30000.50');
    set(within(second).getByLabelText('Reason'), REASON);
    set(screen.getByLabelText('Travel rate per km (KSh)'), 'a lot');
    await user.click(save());

    const amountMessage = FEE_MESSAGES.fixedFeeAmount(100_000_000);
    expect(await within(second).findByText(amountMessage)).toBeInTheDocument();
    expect(within(second).getByLabelText('Fixed fee (KSh)')).toHaveAccessibleDescription(amountMessage);
    expect(screen.getByLabelText('Travel rate per km (KSh)')).toHaveAccessibleDescription(
      new RegExp(`^${FEE_MESSAGES.travelRate(10_000).replace(/[.()]/g, '\\$&')}`),
    );

    // The amounts put right, the purpose given twice is what is left.
    set(within(second).getByLabelText('Fixed fee (KSh)'), '30000');
    set(screen.getByLabelText('Travel rate per km (KSh)'), '');
    await user.click(save());
    expect(await within(second).findByText(FEE_MESSAGES.fixedFeeTwice)).toBeInTheDocument();
    expect(within(second).getByLabelText('Purpose')).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it('puts the server’s field messages on the fields they name, focusing the first', async () => {
    const refusal = FEE_MESSAGES.fixedFeeAmount(100_000_000);
    mockFees(
      () => new AppError('VALIDATION', refusal, { 'fixedFees.0.amount': refusal, officialSearchFee: 'Too much' }),
    );
    const user = userEvent.setup();
    withQueryClient(<FeeSettingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Save fee settings' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    const amount = screen.getByLabelText('Fixed fee (KSh)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.getByLabelText('Official search charge (KSh)')).toHaveAccessibleDescription(/^Too much/);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('removes a fixed fee, and saves none, keeping what it does not edit as stored', async () => {
    mockFees();
    vi.mocked(apiRequest).mockImplementationOnce(() =>
      Promise.resolve(
        firmFees({
          paymentTerms: { individual: 'before_visit', organisation: 'on_account' },
          fixedFees: [{ purpose: 'sale', amount: 40_000, reason: REASON }],
        }),
      ),
    );
    const user = userEvent.setup();
    withQueryClient(<FeeSettingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Remove fixed fee 1' }));
    expect(screen.getByText('No fixed fees: every purpose is charged on the scale.')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]?.[1] as { body: unknown }).body).toMatchObject({
      fixedFees: [],
      paymentTerms: { individual: 'before_visit', organisation: 'on_account' },
    });
  });

  it('sets when each kind of client pays: individuals before the visit, banks on account', async () => {
    mockFees();
    const user = userEvent.setup();
    withQueryClient(<FeeSettingsSection />);
    const individual = await screen.findByRole('combobox', { name: 'Individual clients pay' });
    const organisation = screen.getByRole('combobox', { name: 'Banks and other client organisations pay' });
    expect(individual).toHaveValue('on_invoice');
    expect(organisation).toHaveValue('on_account');
    // An individual has no account with the firm: the choice is not offered.
    expect(within(individual).queryByRole('option', { name: /On account/ })).toBeNull();
    expect(within(organisation).getByRole('option', { name: /On account/ })).toBeInTheDocument();
    await user.selectOptions(individual, 'before_visit');
    await user.selectOptions(organisation, 'before_release');
    await user.click(save());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]?.[1] as { body: unknown }).body).toMatchObject({
      paymentTerms: { individual: 'before_visit', organisation: 'before_release' },
    });
  });
});
