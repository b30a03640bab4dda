import { z } from 'zod';
import { defineMessages, withParams } from '../messages/define.ts';

export const REPORT_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
};
/** The author may edit in these; submitted and approved versions are frozen. */
export const EDITABLE_REPORT_STATUSES = ['draft', 'changes_requested'] as const satisfies readonly ReportStatus[];

// ---------------------------------------------------------------------------------------------

export const REPORT_MESSAGES = defineMessages('reports', {
  notFound: 'This report was not found.',
  templateNotFound: 'This template was not found.',
  notYourReport: 'Only the valuer writing this report can change it.',
  notYourTemplate: 'You can only edit your own templates.',
  firmTemplateAdminOnly: 'Only an admin can edit the firm’s templates.',
  reviewAdminOnly: 'Only an admin can approve a report or ask for changes.',
  agentsOnly: 'Only valuers write reports.',
  notAssigned: 'Only the valuer assigned to this request can write its report.',
  inspectionNotSubmitted: 'Submit the inspection of this request before starting its report.',
  notInProgress: 'A report can be started once the site visit is done and the request is in progress.',
  frozen: 'This report has been submitted and can no longer be edited.',
  staleDraft:
    'This report was changed in another tab or device. Your changes are kept here: reload to see the latest version, then apply them again.',
  staleTemplate: 'This template was changed by someone else. Reload it to see the latest version.',
  staleSubmission: 'A newer version of this report has been submitted. Reload to review it.',
  alreadyDecided: 'This report has already been decided.',
  checksFailed: 'Fix the failed checks before submitting.',
  notSubmitted: 'Only a submitted report can be reviewed.',
  noPdfYet: 'The report PDF is not ready yet.',
  notDownloadable: 'Only an approved report can be downloaded.',
  verifyNotFound: 'No report has this verification code. Check the code printed on the report.',
  verifyRateLimited: 'Too many wrong codes were checked from your network. Please wait and try again later.',
  duplicateSection: 'Each section needs its own id.',
  oneValuationSection: 'A template has at most one valuation summary.',
  noSubmittedVersion: withParams(
    ({ n }: { n: number }) => `This report has no submitted version ${n}.`,
    (n: number) => ({ n }),
  ),
  unknownSection: withParams(
    ({ sectionId }: { sectionId: string }) => `This report has no section "${sectionId}" to comment on.`,
    (sectionId: string) => ({ sectionId }),
  ),
  photoNotFromInspection: 'Choose the photos from this request’s inspection.',
  noSignature: 'You have not added a signature yet.',
  saved: 'Report saved',
  submitted: 'Report submitted for review',
  approved: 'Report approved',
  changesRequested: 'Changes requested',
  templateSaved: 'Template saved',
  valuerProfileSaved: 'Your valuer details were saved',
});
