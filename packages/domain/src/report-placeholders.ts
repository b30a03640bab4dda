import {
  REPORT_FIELDS,
  REPORT_SOURCE_FIELDS,
  formatFieldValue,
  isFieldFilled,
  reportFieldDefinitions,
} from './report-fields.ts';
import type { ReportContent, RichTextBlock, RichTextDoc, RichTextInline } from './reports.ts';

/**
 * Narrative text names fields and known facts as `{{property.lrNumber}}`. Placeholders resolve
 * when the report is shown or printed (from the report's fields first, then its frozen
 * sources) and are never written into the stored text, so a later edit of a field shows up
 * everywhere it is named.
 */
/** Global: use it with `matchAll` or `replace` (a shared global regex's `test`/`exec` carry `lastIndex` between calls). */
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-z][A-Za-z0-9_]*\.[a-z][A-Za-z0-9_]*)\s*\}\}/g;

/** Every filled-in field and source of a report, formatted as printed, by key. Empty values are left out. */
export function placeholderContext(content: ReportContent): Record<string, string> {
  const definitions = reportFieldDefinitions(content.sections);
  const context: Record<string, string> = {};
  const put = (key: string, value: string | number | null | undefined) => {
    if (Object.hasOwn(context, key) || !isFieldFilled(value)) {
      return;
    }
    const def = definitions.get(key) ?? REPORT_FIELDS[key] ?? REPORT_SOURCE_FIELDS[key];
    const text = def ? formatFieldValue(def, value ?? null) : String(value).trim();
    if (text !== '') {
      context[key] = text;
    }
  };
  for (const [key, value] of Object.entries(content.fields)) {
    put(key, value);
  }
  for (const [key, value] of Object.entries(content.sources)) {
    put(key, value);
  }
  return context;
}

function mapText(doc: RichTextDoc, map: (text: string) => string): RichTextDoc {
  const inline = (nodes: RichTextInline[] | undefined) =>
    nodes?.map((node) => (node.type === 'text' ? { ...node, text: map(node.text) } : node));
  const block = (node: RichTextBlock): RichTextBlock => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        return node.content ? { ...node, content: inline(node.content) } : node;
      case 'bulletList':
      case 'orderedList':
        return {
          ...node,
          content: node.content.map((item) => ({
            ...item,
            content: item.content.map((p) => (p.content ? { ...p, content: inline(p.content) } : p)),
          })),
        };
    }
  };
  return { ...doc, content: doc.content.map(block) };
}

/** The text with every known placeholder replaced by its value; unknown ones stay as written. */
export function resolveRichText(doc: RichTextDoc, context: Record<string, string>): RichTextDoc {
  return mapText(doc, (text) =>
    text.replace(PLACEHOLDER_PATTERN, (match, key: string) =>
      Object.hasOwn(context, key) ? (context[key] ?? match) : match,
    ),
  );
}

function allKeys(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] ?? '');
}

/** The keys of a text's placeholders, in order of appearance, each once. */
export function placeholderKeys(text: string): string[] {
  return [...new Set(allKeys(text))];
}

function textNodes(doc: RichTextDoc): string[] {
  const inline = (nodes: RichTextInline[] | undefined) =>
    (nodes ?? []).flatMap((n) => (n.type === 'text' ? [n.text] : []));
  return doc.content.flatMap((node) =>
    node.type === 'paragraph' || node.type === 'heading'
      ? inline(node.content)
      : node.content.flatMap((item) => item.content.flatMap((p) => inline(p.content))),
  );
}

/** Keys a render would leave as written: unknown ones, and any split across differently formatted text. */
function unresolvedKeys(doc: RichTextDoc, context: Record<string, string>): string[] {
  const plain = richTextToPlain(doc);
  const inPlain = allKeys(plain);
  const inNodes = textNodes(doc).flatMap(allKeys);
  const count = (keys: string[], key: string) => keys.filter((k) => k === key).length;
  return placeholderKeys(plain).filter(
    (key) => !Object.hasOwn(context, key) || count(inPlain, key) > count(inNodes, key),
  );
}

/** Placeholders in the narrative sections that a render would leave as written, in section order, each once per section. */
export function unresolvedPlaceholders(content: ReportContent): Array<{ sectionId: string; key: string }> {
  const context = placeholderContext(content);
  return content.sections.flatMap((section) =>
    section.kind === 'narrative'
      ? unresolvedKeys(section.body, context).map((key) => ({ sectionId: section.id, key }))
      : [],
  );
}

function inlineText(nodes: RichTextInline[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

/** The text alone, one line per paragraph, heading or list item ("• " or "1. " before items). */
export function richTextToPlain(doc: RichTextDoc): string {
  return doc.content
    .map((node) => {
      switch (node.type) {
        case 'paragraph':
        case 'heading':
          return inlineText(node.content);
        case 'bulletList':
        case 'orderedList':
          return node.content
            .map((item, i) => {
              const marker = node.type === 'bulletList' ? '• ' : `${i + 1}. `;
              return marker + item.content.map((p) => inlineText(p.content)).join('\n');
            })
            .join('\n');
      }
    })
    .join('\n');
}

/** A document of plain paragraphs, one per text (an empty text is an empty paragraph). */
export function paragraphs(...texts: string[]): RichTextDoc {
  return {
    type: 'doc',
    content: texts.map((text) =>
      text === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text }] },
    ),
  };
}
