/** A worker for worker-pool.test.ts: whether React loaded its production build in this thread. */
export default async function reactBuild(): Promise<{ nodeEnv: string | undefined; production: boolean }> {
  const React = await import('react');
  // The development build carries its checks' helpers; the production build leaves them out.
  const internals = (React as unknown as { default: Record<string, unknown> }).default;
  return { nodeEnv: process.env.NODE_ENV, production: !('captureOwnerStack' in internals) };
}
