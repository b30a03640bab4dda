/** Query keys of the firm's settings; every one starts with 'firm'. */
export const firmKeys = {
  all: ['firm'] as const,
  settings: ['firm', 'settings'] as const,
};
