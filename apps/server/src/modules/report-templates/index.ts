/** The report templates area's front door. Other modules import only this file. */
export { getTemplateRow, seededTemplateIds } from './report-templates.queries.ts';
export { registerReportTemplateRoutes } from './report-templates.routes.ts';
