// @vitest-environment node
import { describe, expect, it } from 'vitest';
import './zod-csp';
import { z } from 'zod';

describe('zod-csp', () => {
  it("turns on zod's jitless mode (no eval probe under our CSP)", () => {
    expect(z.config().jitless).toBe(true);
  });
});
