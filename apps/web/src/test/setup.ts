import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { enableClassMerging } from '@/lib/class-merging';

afterEach(() => {
  cleanup();
});

// findBy… and waitFor wait for a condition, not a clock: on a busy machine (a laptop building
// while the suite runs) a screen may take seconds to settle, and only a condition that never
// comes true should fail. testTimeout (vitest.config.ts) bounds the whole test.
configure({ asyncUtilTimeout: 10_000 });

// In the app, every lazy chunk turns class merging on (lib/lazy); components tested on their own
// are mostly such chunks' (first-load-classes.test.tsx checks the first load without it).
enableClassMerging();
