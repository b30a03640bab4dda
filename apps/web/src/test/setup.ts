import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { enableClassMerging } from '@/lib/class-merging';

afterEach(() => {
  cleanup();
});

// In the app, every lazy chunk turns class merging on (lib/lazy); components tested on their own
// are mostly such chunks' (first-load-classes.test.tsx checks the first load without it).
enableClassMerging();
