import { formatFieldValue, placeholderLabel } from '@thamani/domain/report-fields';
import { PLACEHOLDER_PATTERN } from '@thamani/domain/report-placeholders';
import { amountInWords } from '@thamani/domain/report-words';
import {
  type ReportSection,
  type RichTextBlock,
  type RichTextInline,
  type TemplateField,
  VALUE_KINDS,
  VALUE_LABELS,
} from '@thamani/domain/reports';

const SAMPLE_MONEY: Record<string, number> = {
  'values.marketValue': 12_500_000,
  'values.forcedSaleValue': 9_375_000,
  'values.insuranceValue': 8_000_000,
};

/** A value that reads like a real one, so the valuer sees how the field prints. */
function sampleValue(field: Pick<TemplateField, 'key' | 'type' | 'unit' | 'options'>): string {
  switch (field.type) {
    case 'money':
      return formatFieldValue(field, SAMPLE_MONEY[field.key] ?? 250_000);
    case 'number':
      return formatFieldValue(field, field.unit === 'ha' ? 0.25 : 12);
    case 'date':
      return formatFieldValue(field, '2026-03-12');
    case 'choice':
      return field.options?.[0] ?? 'A choice';
    case 'text':
      return 'Written by the valuer';
  }
}

/** Text with its placeholders as highlighted chips naming the value that goes there. */
function TextWithChips({ text, fields }: { text: string; fields: ReadonlyMap<string, TemplateField> }) {
  const parts: Array<string | { key: string }> = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(PLACEHOLDER_PATTERN.source, 'g'))) {
    parts.push(text.slice(last, match.index));
    parts.push({ key: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <mark
            key={i}
            title={`{{${part.key}}}`}
            className="rounded bg-info/15 px-1 text-foreground ring-1 ring-info/40"
          >
            {placeholderLabel(part.key, fields)}
          </mark>
        ),
      )}
    </>
  );
}

function inlineText(nodes: RichTextInline[] | undefined): string {
  return (nodes ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');
}

function Block({ block, fields }: { block: RichTextBlock; fields: ReadonlyMap<string, TemplateField> }) {
  if (block.type === 'paragraph' || block.type === 'heading') {
    const text = inlineText(block.content);
    return block.type === 'heading' ? (
      <p className="font-semibold">
        <TextWithChips text={text} fields={fields} />
      </p>
    ) : (
      <p className="whitespace-pre-line">
        <TextWithChips text={text} fields={fields} />
      </p>
    );
  }
  const List = block.type === 'bulletList' ? 'ul' : 'ol';
  return (
    <List className={block.type === 'bulletList' ? 'list-disc pl-5' : 'list-decimal pl-5'}>
      {block.content.map((item, i) => (
        <li key={i}>
          <TextWithChips text={item.content.map((p) => inlineText(p.content)).join('\n')} fields={fields} />
        </li>
      ))}
    </List>
  );
}

/** A template's sections as a report would show them, with sample values and placeholders as chips. */
export function TemplatePreview({
  sections,
  headingLevel = 3,
}: {
  sections: readonly ReportSection[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fields = new Map(
    sections.flatMap((s) => (s.kind === 'fields' ? s.fields.map((f) => [f.key, f] as const) : [])),
  );
  return (
    <ol className="grid gap-5">
      {sections.map((section, index) => (
        <li key={section.id} className="grid gap-2">
          <Heading className="font-semibold">
            {index + 1}. {section.title}
          </Heading>
          {section.kind === 'narrative' ? (
            <div className="grid gap-2 text-sm leading-relaxed">
              {section.body.content.length === 0 ? <p className="text-muted-foreground">No text yet.</p> : null}
              {section.body.content.map((block, i) => (
                <Block key={i} block={block} fields={fields} />
              ))}
            </div>
          ) : null}
          {section.kind === 'fields' ? (
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              {section.fields.map((field) => (
                <div key={field.key} className="contents">
                  <dt className="text-muted-foreground">
                    {field.label}
                    {field.required ? ' (required)' : ''}
                  </dt>
                  <dd className="wrap-anywhere">{sampleValue(field)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {section.kind === 'valuation' ? (
            <dl className="grid gap-2 text-sm">
              {VALUE_KINDS.filter((k) => section.values.includes(k)).map((kind) => (
                <div key={kind}>
                  <dt className="text-muted-foreground">{VALUE_LABELS[kind]}</dt>
                  <dd className="font-medium">
                    {formatFieldValue({ type: 'money' }, SAMPLE_MONEY[`values.${kind}`] ?? 0)}
                    <span className="block font-normal">{amountInWords(SAMPLE_MONEY[`values.${kind}`] ?? 0)}</span>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {section.kind === 'comparables' ? (
            <p className="text-sm text-muted-foreground">
              Comparable sales table: address, date, price, size (m²), KSh per m², adjustment and adjusted rate.
            </p>
          ) : null}
          {section.kind === 'photos' ? (
            <p className="text-sm text-muted-foreground">Photos from the inspection, with captions.</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
