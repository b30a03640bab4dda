import { formatFieldValue } from '@thamani/domain/report-fields';
import { resolveRichText, richTextToPlain } from '@thamani/domain/report-placeholders';
import {
  type NarrativeSection,
  type ReportSection,
  type RichTextBlock,
  VALUE_LABELS,
  type ValuationSection,
  valueKey,
  valueWordsKey,
} from '@thamani/domain/reports';
import type { ReactNode } from 'react';
import type { FlowContext } from './flow-context';
import { linesOf, type FlowItem } from './paginate';
import { RichTextBlockView, RichTextListItemView } from './rich-text-view';
import { comparablesFlow, fieldsFlow } from './table-flow';

/** A numbered section as printed: its heading, then its pieces (paragraphs, table rows, photo rows…). */
export function sectionFlow(section: ReportSection, number: number, ctx: FlowContext): FlowItem[] {
  const heading: FlowItem = {
    key: `${section.id}:title`,
    lines: 2.2,
    keepWithNext: true,
    sectionId: section.id,
    node: (
      <h3 className="mt-[0.8em] mb-[0.3em] text-[1.25em] font-bold">
        {number}. {section.title}
      </h3>
    ),
  };
  return [heading, ...bodyFlow(section, ctx)];
}

function bodyFlow(section: ReportSection, ctx: FlowContext): FlowItem[] {
  switch (section.kind) {
    case 'narrative':
      return narrativeFlow(section, ctx);
    case 'fields':
      return fieldsFlow(section, ctx);
    case 'comparables':
      return comparablesFlow(section.id, section.title, ctx);
    case 'photos':
      return photosFlow(section.id, ctx);
    case 'valuation':
      return valuationFlow(section, ctx);
  }
}

const plainOf = (block: RichTextBlock, ctx: FlowContext) =>
  richTextToPlain(resolveRichText({ type: 'doc', content: [block] }, ctx.placeholders));

function narrativeFlow(section: NarrativeSection, ctx: FlowContext): FlowItem[] {
  return section.body.content.flatMap((block, b): FlowItem[] => {
    const key = `${section.id}:${b}`;
    if (block.type === 'paragraph' || block.type === 'heading') {
      return [
        {
          key,
          lines: linesOf(plainOf(block, ctx)) * (block.type === 'heading' ? 1.2 : 1) + 0.4,
          keepWithNext: block.type === 'heading',
          node: <RichTextBlockView block={block} context={ctx.placeholders} headingAs="h4" />,
        },
      ];
    }
    const List = block.type === 'bulletList' ? 'ul' : 'ol';
    const group = {
      key,
      wrap: (items: ReactNode, first: number) => (
        <List
          start={List === 'ol' ? first + 1 : undefined}
          className={`grid gap-[0.25em] pl-[1.5em] ${List === 'ul' ? 'list-disc' : 'list-decimal'}`}
        >
          {items}
        </List>
      ),
    };
    return block.content.map((item, index) => ({
      key: `${key}:${index}`,
      lines: linesOf(plainOf({ type: block.type, content: [item] }, ctx), CHARS_IN_LIST) + 0.25,
      group,
      index,
      node: <RichTextListItemView paragraphs={item.content} context={ctx.placeholders} />,
    }));
  });
}

const CHARS_IN_LIST = 94;
const PHOTO_ROW_LINES = 15;

function photosFlow(sectionId: string, ctx: FlowContext): FlowItem[] {
  const photos = ctx.content.photos;
  if (photos.length === 0) {
    return [{ key: `${sectionId}:none`, lines: 1.5, node: <p>No photographs were selected.</p> }];
  }
  const rows: FlowItem[] = [];
  for (let start = 0; start < photos.length; start += 2) {
    const pair = photos.slice(start, start + 2);
    const captionLines = Math.max(...pair.map((p) => linesOf(`Photo ${start + 1}: ${p.caption}`, 45)));
    rows.push({
      key: `${sectionId}:${pair.map((p) => p.documentId).join(':')}`,
      lines: PHOTO_ROW_LINES + captionLines,
      node: (
        <div className="mb-[0.8em] grid grid-cols-2 gap-[1.5em]">
          {pair.map((photo, i) => {
            const url = ctx.photoUrls.get(photo.documentId);
            const n = start + i + 1;
            return (
              <figure key={photo.documentId} className="grid gap-[0.3em]">
                {url ? (
                  <img src={url} alt={`Photo ${n}`} className="aspect-[4/3] w-full bg-neutral-100 object-cover" />
                ) : (
                  <div className="aspect-[4/3] w-full bg-neutral-200" aria-hidden="true" />
                )}
                <figcaption className="text-[0.9em]">
                  <span className="font-semibold">Photo {n}</span>
                  {photo.caption ? `: ${photo.caption}` : ''}
                </figcaption>
              </figure>
            );
          })}
        </div>
      ),
    });
  }
  return rows;
}

function valuationFlow(section: ValuationSection, ctx: FlowContext): FlowItem[] {
  const { fields } = ctx.content;
  const date = ctx.placeholders['dates.valuation'];
  const basis = ctx.placeholders['valuation.basis'];
  const intro = [basis ? `Basis of value: ${basis}.` : '', date ? `Date of valuation: ${date}.` : '']
    .filter(Boolean)
    .join(' ');
  const items: FlowItem[] = intro
    ? [{ key: `${section.id}:intro`, lines: linesOf(intro) + 0.5, node: <p>{intro}</p> }]
    : [];
  for (const kind of section.values) {
    const figure = formatFieldValue({ type: 'money' }, fields[valueKey(kind)] ?? null);
    const words = String(fields[valueWordsKey(kind)] ?? '').trim();
    items.push({
      key: `${section.id}:${kind}`,
      lines: 3.2 + (words ? linesOf(words, 90) : 0),
      node: (
        <div className="mt-[0.6em] border-l-[0.3em] border-neutral-800 pl-[0.8em]">
          <p className="font-semibold">{VALUE_LABELS[kind]}</p>
          <p className="text-[1.3em] font-bold tabular-nums">{figure || '—'}</p>
          {words ? <p className="italic">({words})</p> : null}
        </div>
      ),
    });
  }
  return items;
}
