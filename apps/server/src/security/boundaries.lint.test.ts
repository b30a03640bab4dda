import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

/** The file's `no-restricted-syntax` entry as the project's config sets it when the rule is on, else 'off'. */
async function restrictionsFor(file: string): Promise<Linter.RuleEntry> {
  const rule = ((await eslint.calculateConfigForFile(file)) as { rules: Record<string, Linter.RuleEntry> }).rules['no-restricted-syntax'];
  return Array.isArray(rule) && rule[0] === 2 ? rule : 'off';
}

const linter = new Linter({ configType: 'flat' });
async function lint(code: string, asIf = 'apps/server/src/modules/reports/reports.read.ts'): Promise<string[]> {
  const rule = await restrictionsFor(asIf);
  return linter
    .verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': rule } }], 'x.ts')
    .map((m) => m.message);
}

describe('lint: access is asked as a permission, never by comparing a role', () => {
  it.each([
    "if (identity.role === 'admin') {}",
    "const client = 'user' !== actor.role;",
    "const x = role == 'agent';",
    "switch (role) { case 'admin': break; }",
    "switch (me.role) { default: break; }",
  ])('refuses %s', async (code) => {
    expect(await lint(code)).toEqual([expect.stringContaining('can(actor')]);
  });

  it.each([
    "if (can(identity, 'request:read-any')) {}",
    "const s = status === 'admin';",
    "switch (entityType) { case 'user': break; }",
    "const label: Record<Role, string> = { user: 'a client', agent: 'a valuer', admin: 'an admin' };",
  ])('lets %s through', async (code) => {
    expect(await lint(code)).toEqual([]);
  });

  it('holds in the server, the web and the domain, but not in the access folder or tests', async () => {
    for (const file of ['apps/server/src/modules/reports/reports.read.ts', 'apps/web/src/app/guards/require-admin.tsx', 'packages/domain/src/policies.ts']) {
      expect(JSON.stringify(await restrictionsFor(file)), file).toContain('can(actor');
    }
    for (const file of ['packages/domain/src/access/roles.ts', 'apps/server/src/modules/reports/reports.test.ts']) {
      expect(JSON.stringify(await restrictionsFor(file)), file).not.toContain('can(actor');
    }
  });
});

describe('lint: an area whose endpoints are contracts names no /api/ path of its own', () => {
  const firmServer = 'apps/server/src/modules/firm/firm.routes.ts';
  const firmWeb = 'apps/web/src/features/firm/api/firm-logo.ts';

  it.each([firmServer, firmWeb])('refuses an /api/ string or template in %s', async (file) => {
    expect(await lint("const url = '/api/admin/firm';", file)).toEqual([expect.stringContaining('endpoints are contracts')]);
    expect(await lint('const url = (id: string) => `/api/admin/firm/${id}`;', file)).toEqual([expect.stringContaining('endpoints are contracts')]);
  });

  it('lets the contract through, and still refuses a role comparison there', async () => {
    expect(await lint('const url = pathOf(FIRM_ENDPOINTS.logo);', firmServer)).toEqual([]);
    expect(await lint("const admin = me.role === 'admin';", firmWeb)).toEqual([expect.stringContaining('can(actor')]);
  });
});
