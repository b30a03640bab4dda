import { PLACEHOLDER_PATTERN } from '@thamani/domain/report-placeholders';
import type { RichTextBlock, RichTextDoc, RichTextInline, RichTextMark } from '@thamani/domain/reports';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type HeadingTag = 'h3' | 'h4' | 'h5';

type RichTextViewProps = {
  doc: RichTextDoc;
  /** Placeholder values by key (placeholderContext); keys missing here are shown marked. */
  context: Record<string, string>;
  /** The tag of the text's own headings, to fit the page's outline. */
  headingAs?: HeadingTag;
  className?: string;
};

/** A narrative as the report prints it, placeholders filled in. Built from the JSON, never from HTML. */
export function RichTextView({ doc, context, headingAs = 'h4', className }: RichTextViewProps) {
  return (
    <div className={cn('grid gap-[0.5em]', className)}>
      {doc.content.map((block, index) => (
        <RichTextBlockView key={index} block={block} context={context} headingAs={headingAs} />
      ))}
    </div>
  );
}

export function RichTextBlockView({
  block,
  context,
  headingAs: Heading = 'h4',
}: {
  block: RichTextBlock;
  context: Record<string, string>;
  headingAs?: HeadingTag;
}) {
  switch (block.type) {
    case 'paragraph':
      return <p className="min-h-[1lh] whitespace-pre-wrap">{inlines(block.content, context)}</p>;
    case 'heading':
      return <Heading className="min-h-[1lh] text-[1.1em] font-semibold">{inlines(block.content, context)}</Heading>;
    case 'bulletList':
    case 'orderedList': {
      const List = block.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List className={cn('grid gap-[0.25em] pl-[1.5em]', List === 'ul' ? 'list-disc' : 'list-decimal')}>
          {block.content.map((item, index) => (
            <RichTextListItemView key={index} paragraphs={item.content} context={context} />
          ))}
        </List>
      );
    }
  }
}

export function RichTextListItemView({
  paragraphs,
  context,
}: {
  paragraphs: Array<{ content?: RichTextInline[] | undefined }>;
  context: Record<string, string>;
}) {
  return (
    <li>
      {paragraphs.map((p, index) => (
        <p key={index} className="min-h-[1lh] whitespace-pre-wrap">
          {inlines(p.content, context)}
        </p>
      ))}
    </li>
  );
}

function inlines(nodes: RichTextInline[] | undefined, context: Record<string, string>): ReactNode[] {
  return (nodes ?? []).map((node, index) =>
    node.type === 'hardBreak' ? <br key={index} /> : withMarks(node.marks, withPlaceholders(node.text, context), index),
  );
}

function withMarks(marks: RichTextMark[] | undefined, children: ReactNode, key: number): ReactNode {
  let out = children;
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') {
      out = <strong>{out}</strong>;
    } else if (mark.type === 'italic') {
      out = <em>{out}</em>;
    } else {
      out = <u>{out}</u>;
    }
  }
  return <span key={key}>{out}</span>;
}

function withPlaceholders(text: string, context: Record<string, string>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(PLACEHOLDER_PATTERN.source, 'g'))) {
    const key = match[1] ?? '';
    const start = match.index;
    parts.push(text.slice(last, start));
    const value = Object.hasOwn(context, key) ? context[key] : undefined;
    parts.push(
      value === undefined ? (
        <mark key={start} className="rounded-sm bg-amber-200 px-[0.15em] text-neutral-950 ring-1 ring-amber-600">
          {`{{${key}}}`}
          <span className="sr-only"> (unresolved placeholder)</span>
        </mark>
      ) : (
        value
      ),
    );
    last = start + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}
