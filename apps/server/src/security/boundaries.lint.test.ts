import fs from 'node:fs';
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
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

describe('lint: another module is reached only through its front door (index.ts)', () => {
  const doorLinter = new Linter({ configType: 'flat', cwd: root });
  /** The messages of the project's `import-x/no-restricted-paths` for `code` written in `asIf`. */
  async function lintImports(code: string, asIf: string): Promise<string[]> {
    const config = (await eslint.calculateConfigForFile(asIf)) as { rules: Record<string, Linter.RuleEntry>; settings: Record<string, unknown> };
    const rule = config.rules['import-x/no-restricted-paths'];
    if (!rule) {
      return ['no front-door rule here'];
    }
    return doorLinter
      .verify(
        code,
        [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { 'import-x': importX }, settings: config.settings, rules: { 'import-x/no-restricted-paths': rule } }],
        path.join(root, asIf),
      )
      .map((m) => m.message);
  }
  const inInspections = 'apps/server/src/modules/inspections/inspections.submit.ts';

  it.each([
    [inInspections, "import { completeVisitIn } from '../visits/visits.service.ts';"],
    [inInspections, "import type { VisitRow } from '../visits/visits.queries.ts';"],
    [inInspections, "import { x } from '#modules/visits/visits.service.ts';"],
    ['apps/server/src/modules/reports/pdf/render-report.job.ts', "import { notify } from '../../notifications/notify.ts';"],
    ['apps/server/src/app.ts', "import { registerReportRoutes } from './modules/reports/reports.routes.ts';"],
    ['apps/server/src/seed/demo/demo-history.ts', "import { startReport } from '../../modules/reports/reports.start.ts';"],
  ])('refuses a deep import of another module (in %s: %s)', async (file, code) => {
    expect(await lintImports(code, file)).toEqual([expect.stringContaining('through its front door')]);
  });

  it.each([
    [inInspections, "import { completeVisitIn } from '../visits/index.ts';"],
    [inInspections, "import { x } from '#modules/visits/index.ts';"],
    [inInspections, "import { getInspectionRow } from './inspections.queries.ts';"],
    ['apps/server/src/modules/reports/pdf/render-report.job.ts', "import { emitReportUpdated } from '../reports.events.ts';"],
    ['apps/server/src/app.ts', "import { registerReportRoutes } from './modules/reports/index.ts';"],
    ['apps/server/src/app.ts', "import { createOutbox } from './platform/outbox/outbox.ts';"],
  ])('lets a front-door or same-module import through (in %s: %s)', async (file, code) => {
    expect(await lintImports(code, file)).toEqual([]);
  });

  it('lets other modules reach the requests table only through the requests front door, with its scope', async () => {
    const table = "import { valuationRequests } from '#db/schema/valuation-requests.table.ts';";
    expect(await lintImports(table, 'apps/server/src/modules/visits/visits.queries.ts')).toEqual([expect.stringContaining('requests front door')]);
    expect(await lintImports("import { ofFirm, valuationRequests } from '../requests/index.ts';", 'apps/server/src/modules/visits/visits.queries.ts')).toEqual([]);
    expect(await lintImports(table, 'apps/server/src/modules/requests/requests.queries.ts')).toEqual([]);
    expect(await lintImports(table, 'apps/server/src/modules/visits/visits.routes.test.ts')).toEqual([]);
  });

  it('guards every module folder', async () => {
    const modules = fs.readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    for (const module of modules) {
      const other = module.name === 'requests' ? 'visits' : 'requests';
      const inside = fs.readdirSync(path.join(module.parentPath, module.name)).find((f) => f.endsWith('.ts') && f !== 'index.ts');
      const deep = `import { x } from '../${module.name}/${inside}';`;
      expect(await lintImports(deep, `apps/server/src/modules/${other}/any.ts`), module.name).toEqual([expect.stringContaining(`modules/${module.name}/index.ts`)]);
    }
  });
});
