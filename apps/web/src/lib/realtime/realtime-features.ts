import type { RealtimeFeature } from './realtime-feature';

/**
 * Every feature's `realtime` export, found by file name and loaded on demand (after sign-in):
 * the handlers import the event schemas (zod), which stay out of the first page load.
 */
const loaders = import.meta.glob<RealtimeFeature>('../../features/*/*-realtime.ts', { import: 'realtime' });

export async function loadRealtimeFeatures(): Promise<RealtimeFeature[]> {
  return Promise.all(Object.values(loaders).map((load) => load()));
}
