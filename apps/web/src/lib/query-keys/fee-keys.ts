import type { RequestPurpose } from '@thamani/domain/requests';

/**
 * Query keys of fees: the firm's fee settings and the quotes worked on them. Every key starts with
 * 'fees', so a change to the settings refreshes the quotes on screen as well.
 */
export const feeKeys = {
  all: ['fees'] as const,
  settings: ['fees', 'settings'] as const,
  /** An ordinary valuation's quote on the value the client expects, for the purpose chosen (null: none yet). */
  quote: (params: { expectedValue: number; purpose: RequestPurpose | null }) => ['fees', 'quote', params] as const,
};
