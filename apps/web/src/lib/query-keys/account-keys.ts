/** Query keys of /account; every one starts with 'account'. */
export const accountKeys = {
  all: ['account'] as const,
  details: ['account', 'details'] as const,
  devices: ['account', 'devices'] as const,
};
