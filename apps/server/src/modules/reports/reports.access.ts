import { AppError } from '@thamani/domain/app-error';
import { enforce } from '@thamani/domain/policies';
import { readReportRefusal } from '@thamani/domain/report-policies';
import { REPORT_MESSAGES as M } from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { getReportRow, type ReportRow } from './reports.queries.ts';

/** Who may read a report, and the context the reports services take: shared by every part of them. */

export type ReportsCtx = Pick<AppContext, 'db' | 'firmId' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings'>;

export const notFound = () => new AppError('NOT_FOUND', M.notFound);
export const accessOf = (row: ReportRow) => ({ authorId: row.report.authorId, status: row.report.status });

/** The report if the caller may read it (its valuer, admins); the policy's refusal otherwise. */
export async function readableReport(db: Db, identity: Identity, id: string): Promise<ReportRow> {
  const row = await getReportRow(db, identity.firmId, id);
  enforce(readReportRefusal(identity, row ? accessOf(row) : null));
  if (!row) {
    throw notFound();
  }
  return row;
}
