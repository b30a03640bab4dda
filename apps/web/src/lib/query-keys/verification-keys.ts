/** Query keys of /verify (public); every one starts with 'verify'. */
export const verificationKeys = {
  all: ['verify'] as const,
  code: (code: string) => ['verify', code] as const,
};
