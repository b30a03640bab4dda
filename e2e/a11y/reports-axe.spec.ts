/**
 * The report pages in the light and the dark theme pass axe's WCAG 2.0/2.1/2.2 A and AA rules:
 * the valuer's drafts, templates, template editor, the structured and the full-document editors
 * (at phone width); the admin's queue, the review with its diff, checks and the Request changes
 * dialog open; and the public /verify page with its details, a copy that does not match, and an
 * unknown code.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { ReportDetail, VerifyResponse } from '@thamani/domain/reports';
import { expect, newApiSession, signInViaApi, test, uniqueTitle } from '../fixtures';
import { expectOk, passingReportViaApi } from '../reports/report-walk';
import { A11yWalk, formatFindings, type Theme, themedContext } from './a11y-helpers';

const VALUES = { marketValue: 15_000_000, forcedSaleValue: 10_500_000, insuranceValue: 9_000_000 } as const;

/** The code is issued at approval; the PDF's hash (and "Check a copy") once the render job is done. */
async function waitForIssuedPdf(api: APIRequestContext, code: string): Promise<void> {
  await expect
    .poll(async () => (await expectOk<VerifyResponse>(await api.get(`/api/verify/${code}`))).sha256, {
      timeout: 30_000,
    })
    .not.toBeNull();
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name });

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`reports (${theme}): editors, review and /verify have no WCAG A/AA violation`, async ({
    browser,
    playwright,
    makeUser,
  }) => {
    test.setTimeout(150_000);
    const [client, agent, admin] = await Promise.all([makeUser('user'), makeUser('agent'), makeUser('admin')]);
    const clientApi = await newApiSession(playwright, client);
    const agentApi = await newApiSession(playwright, agent);
    const adminApi = await newApiSession(playwright, admin);
    await expectOk(await agentApi.put('/api/me/valuer-profile', { data: { vrbNumber: 'VRB/A/2718' } }));
    const report = await passingReportViaApi(
      clientApi,
      agentApi,
      { title: uniqueTitle('Axe report house'), county: 'Kwale' },
      VALUES,
    );

    // The valuer, at phone width.
    const agentContext = await themedContext(browser, theme);
    await signInViaApi(agentContext, agent);
    const agentPage = await agentContext.newPage();
    await agentPage.setViewportSize({ width: 390, height: 844 });
    const agentWalk = new A11yWalk(agentPage, theme);
    await agentWalk.visit('/agent-dashboard/reports/drafts', (p) => p.getByRole('list', { name: 'My reports' }));
    await agentWalk.visit('/agent-dashboard/templates', h1('Templates'));
    await agentWalk.visit('/agent-dashboard/templates/new');
    await agentWalk.visit(
      `/agent/report/${report.id}`,
      (p) => p.getByTestId('report-save-status'),
      'structured editor',
    );
    await agentWalk.visit(
      `/agent/report/${report.id}/enhanced`,
      (p) => p.getByTestId('report-save-status'),
      'full-document editor',
    );
    await agentContext.close();

    const submitted = await expectOk<ReportDetail>(
      await agentApi.post(`/api/reports/${report.id}/submit`, { data: { version: report.version } }),
    );

    // The admin, at a desk.
    const adminContext = await themedContext(browser, theme);
    await signInViaApi(adminContext, admin);
    const adminPage = await adminContext.newPage();
    const adminWalk = new A11yWalk(adminPage, theme);
    await adminWalk.visit('/admin/reports', (p) => p.getByRole('list', { name: 'Review queue' }), 'review queue');
    await adminWalk.visit(
      `/admin/reports/${report.id}`,
      (p) => p.getByRole('heading', { level: 2, name: 'First submission' }),
      'review',
    );
    await adminWalk.check('review: Request changes dialog with a section comment and an error', async () => {
      await adminPage.getByRole('button', { name: 'Request changes' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Request changes to submission 1' });
      await dialog.getByRole('button', { name: 'Add a comment on a section' }).click();
      await dialog.getByRole('button', { name: 'Send back to the valuer' }).click();
      await expect(dialog.getByText('Say what needs to change.')).toBeVisible();
    });
    await adminContext.close();

    const approved = await expectOk<ReportDetail>(
      await adminApi.post(`/api/reports/${report.id}/approve`, { data: { n: submitted.submissions.length } }),
    );
    const code = approved.delivery?.verifyCode ?? '';
    await waitForIssuedPdf(adminApi, code);

    // Anyone with the code: a bank, signed out.
    const bankContext = await themedContext(browser, theme);
    const bankPage = await bankContext.newPage();
    const bankWalk = new A11yWalk(bankPage, theme);
    await bankWalk.visit(`/verify/${code}`, (p) => p.getByLabel('Report PDF'), 'verify');
    await bankWalk.check('verify: a copy that does not match', async () => {
      await bankPage
        .getByLabel('Report PDF')
        .setInputFiles({ name: 'copy.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 altered') });
      await expect(bankPage.getByText(/^This file does not match the report we issued/)).toBeVisible();
    });
    await bankWalk.visit(
      '/verify/ZZZZZ-ZZZZZ',
      (p) => p.getByText(/^No report has this verification code/),
      'verify: unknown code',
    );
    await bankContext.close();

    await Promise.all([clientApi.dispose(), agentApi.dispose(), adminApi.dispose()]);
    const findings = [...agentWalk.findings, ...adminWalk.findings, ...bankWalk.findings];
    expect(findings, `WCAG 2.2 A/AA violations:\n${formatFindings(findings)}`).toEqual([]);
  });
}
