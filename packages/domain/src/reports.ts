/**
 * Valuation reports and their templates: the shapes the server stores and serves and the web
 * edits. The rules over them live beside this file: words for figures (report-words.ts),
 * placeholders (report-placeholders.ts), the checks before submit (report-checks.ts), the diff
 * between versions (report-diff.ts), prefill from what is known (report-prefill.ts), and the
 * seeded Kenyan templates (report-templates.data.ts).
 */

// The front door of @thamani/domain/reports: the module's code lives in ./reports/.
export * from './reports/rich-text.ts';
export * from './reports/fields.ts';
export * from './reports/sections.ts';
export * from './reports/templates.ts';
export {
  COMPARABLES_MAX,
  ComparableSchema,
  ReportContentSchema,
  ReportPhotoSchema,
  ReportSourcesSchema,
  numberFieldErrors,
  type Comparable,
  type ReportContent,
  type ReportPhoto,
  type ReportSources,
} from './reports/content.ts';
export * from './reports/messages.ts';
export * from './reports/contract.ts';
export * from './reports/checks.ts';
export * from './reports/verify.ts';
export * from './reports/valuer-profile.ts';
