import type { ReportContent, ReportDetail, ReportSection, RichTextDoc } from '@thamani/domain/reports';
import { placeholderContext } from '@thamani/domain/report-placeholders';
import { memo, useCallback, useMemo } from 'react';
import { sectionAnchorId } from '../../lib/check-links';
import { RichTextView } from '../preview/rich-text-view';
import { moveSection, setNarrativeBody } from './content-edits';
import { MoveButtons } from './move-buttons';
import { NarrativeEditor } from './narrative-editor';
import { PhotoPicker } from './photo-picker';
import { placeholderChoices } from './placeholder-choices';
import { ComparablesSummary, FieldsSummary, ValuationSummary } from './section-summary';
import { useMoveFocus } from './use-move-focus';

const KIND_LABELS: Record<ReportSection['kind'], string> = {
  narrative: 'Text',
  fields: 'Details',
  comparables: 'Comparable sales',
  photos: 'Photos',
  valuation: 'Valuation summary',
};

type SectionListProps = {
  report: ReportDetail;
  content: ReportContent;
  editable: boolean;
  update: (recipe: (content: ReportContent) => ReportContent) => void;
};

/**
 * The same value while its JSON is the same: "Insert field"'s choices and the placeholders' text
 * hang on the fields, not on the narratives, so typing a paragraph keeps them (and every editor
 * that takes them) as they were.
 */
function useStableByJson<T>(value: T): T {
  const json = JSON.stringify(value);
  return useMemo(() => JSON.parse(json) as T, [json]);
}

/** The report's sections in print order: reorder them, write the narratives, choose the photos. */
export function SectionList({ report, content, editable, update }: SectionListProps) {
  const { buttonRef, moved, announcement } = useMoveFocus();
  const choices = useStableByJson(placeholderChoices(content));
  const placeholders = useStableByJson(placeholderContext(content));
  const onBody = useCallback(
    (sectionId: string, doc: RichTextDoc) => update(setNarrativeBody(sectionId, doc)),
    [update],
  );
  const count = content.sections.length;

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol className="grid gap-4">
        {content.sections.map((section, index) => (
          <SectionRow
            key={section.id}
            report={report}
            section={section}
            index={index}
            count={count}
            content={content}
            editable={editable}
            update={update}
            onBody={onBody}
            choices={choices}
            placeholders={placeholders}
            buttonRef={buttonRef}
            moved={moved}
          />
        ))}
      </ol>
    </>
  );
}

type SectionRowProps = SectionListProps & {
  section: ReportSection;
  index: number;
  count: number;
  onBody: (sectionId: string, doc: RichTextDoc) => void;
  choices: ReturnType<typeof placeholderChoices>;
  placeholders: Record<string, string>;
  buttonRef: ReturnType<typeof useMoveFocus>['buttonRef'];
  moved: ReturnType<typeof useMoveFocus>['moved'];
};

/**
 * A section re-renders when it changed, moved, or (for a summary or the photos) when the part of
 * the content it shows changed: a keystroke in one narrative leaves every other section alone.
 */
function isSameRow(a: SectionRowProps, b: SectionRowProps): boolean {
  const same =
    a.section === b.section &&
    a.index === b.index &&
    a.count === b.count &&
    a.report === b.report &&
    a.editable === b.editable &&
    a.update === b.update &&
    a.onBody === b.onBody &&
    a.choices === b.choices &&
    a.placeholders === b.placeholders &&
    a.buttonRef === b.buttonRef &&
    a.moved === b.moved;
  return (
    same &&
    (b.section.kind === 'narrative' ||
      (a.content.fields === b.content.fields &&
        a.content.comparables === b.content.comparables &&
        a.content.photos === b.content.photos))
  );
}

const SectionRow = memo(function SectionRow({ section, index, count, buttonRef, moved, ...props }: SectionRowProps) {
  const { editable, update } = props;
  return (
    <li>
      <section aria-labelledby={sectionAnchorId(section.id)} className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="grid gap-0.5">
            <h3 id={sectionAnchorId(section.id)} tabIndex={-1} className="scroll-mt-32 text-lg font-semibold wrap-anywhere">
              {index + 1}. {section.title}
            </h3>
            <p className="text-xs text-muted-foreground">{KIND_LABELS[section.kind]}</p>
          </div>
          {editable ? (
            <MoveButtons
              name={section.title}
              index={index}
              count={count}
              buttonRef={(direction) => buttonRef(section.id, direction)}
              onMove={(direction) => {
                const to = direction === 'up' ? index - 1 : index + 1;
                update(moveSection(section.id, to));
                moved(section.id, direction, `Moved ${section.title} to position ${to + 1}`);
              }}
            />
          ) : null}
        </div>
        <SectionBody section={section} {...props} />
      </section>
    </li>
  );
}, isSameRow);

function SectionBody({
  report,
  section,
  content,
  editable,
  update,
  onBody,
  choices,
  placeholders,
}: SectionListProps & {
  section: ReportSection;
  onBody: (sectionId: string, doc: RichTextDoc) => void;
  choices: ReturnType<typeof placeholderChoices>;
  placeholders: Record<string, string>;
}) {
  switch (section.kind) {
    case 'narrative':
      return editable ? (
        <NarrativeEditor
          title={section.title}
          doc={section.body}
          choices={choices}
          onChange={(doc) => onBody(section.id, doc)}
        />
      ) : (
        <RichTextView doc={section.body} context={placeholders} className="rounded-md border bg-background p-3" />
      );
    case 'fields':
      return <FieldsSummary reportId={report.id} section={section} content={content} />;
    case 'valuation':
      return <ValuationSummary reportId={report.id} section={section} content={content} />;
    case 'comparables':
      return <ComparablesSummary reportId={report.id} sectionId={section.id} content={content} />;
    case 'photos':
      return <PhotoPicker photos={content.photos} options={report.photoOptions} editable={editable} update={update} />;
  }
}
