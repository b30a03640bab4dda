/**
 * The reports area's front door: its routes, moves, events, the PDF job and pool, and what other
 * areas read of a report. Other modules import only this file.
 */
export { registerReportRenderJob, REPORT_RENDER_JOB, runReportRender } from './pdf/render-report.job.ts';
export { createReportPdfPool, type ReportPdfPool } from './pdf/report-pdf-pool.ts';
export { requestReportSummary } from './reports.delivery.ts';
export { saveReport } from './reports.drafts.ts';
export { reportEvents } from './reports.events.ts';
export { listReadyForReport } from './reports.lists.ts';
export { REPORT_MOVES } from './reports.moves.ts';
export { getReport } from './reports.read.ts';
export { approvedValuesOfRequest } from './reports.values.ts';
export { setReportReleaseGate, type ReportReleaseGate } from './reports.release-gate.ts';
export { approveReport, requestReportChanges, submitReport } from './reports.review.ts';
export { registerReportRoutes } from './reports.routes.ts';
export { startReport } from './reports.start.ts';
export { newVerifyCode } from './verify-code.ts';
