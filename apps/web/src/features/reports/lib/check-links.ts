import type { ReportCheck } from '@thamani/domain/reports';
import { paths } from '@/config/paths';
import { VALUER_DETAILS_ANCHOR } from '@/entities/valuer-profile/lib/valuer-details-anchor';

export type CheckTarget = NonNullable<ReportCheck['target']>;

/** The id of a field's input on the structured editor: `field-property-lrNumber`. */
export const fieldAnchorId = (fieldKey: string) => `field-${fieldKey.replace(/\./g, '-')}`;
/** The id of a section's heading on the editors: `section-<id>`. */
export const sectionAnchorId = (sectionId: string) => `section-${sectionId}`;

/**
 * Where a check sends the valuer to fix it: fields live on the structured editor, narrative
 * sections on the full document, the VRB number and signature on the drafts page.
 */
export function reportCheckLink(reportId: string, target: CheckTarget, on: 'structured' | 'enhanced'): string {
  if ('profile' in target) {
    return `${paths.agentDashboard.reportDrafts}#${VALUER_DETAILS_ANCHOR}`;
  }
  if ('fieldKey' in target) {
    const page = on === 'structured' ? '' : paths.agent.report(reportId);
    return `${page}#${fieldAnchorId(target.fieldKey)}`;
  }
  const page = on === 'enhanced' ? '' : paths.agent.reportEnhanced(reportId);
  return `${page}#${sectionAnchorId(target.sectionId)}`;
}
