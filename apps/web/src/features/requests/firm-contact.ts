/**
 * How a client reaches the firm until online submission opens.
 * TODO(lead): confirm the firm's real address before release; it is the only place it lives.
 */
export const FIRM_CONTACT_EMAIL = 'valuations@thamani.co.ke';
export const FIRM_CONTACT_SUBJECT = 'Valuation request';
