import {
  RICH_TEXT_MAX_CHARS,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextMark,
} from '@thamani/domain/reports';

/**
 * Reduces any editor JSON (TipTap/ProseMirror, possibly from pasted HTML or an older editor) to
 * the stored rich-text schema: paragraphs, level-3 headings, flat bullet/numbered lists,
 * bold/italic/underline and hard breaks. Everything else is unwrapped to its text (links,
 * code, tables, quotes) or dropped when it has none (images, rules). The result always passes
 * RichTextDocSchema, so a save never fails on what the editor produced.
 */

type Json = { type?: unknown; text?: unknown; content?: unknown; marks?: unknown; attrs?: unknown };

const MAX_BLOCKS = 2000;
const MAX_INLINES = 2000;
const MAX_LIST_ITEMS = 500;
const MAX_ITEM_PARAGRAPHS = 50;
const MARK_ORDER: RichTextMark['type'][] = ['bold', 'italic', 'underline'];
const MARK_ALIASES: Record<string, RichTextMark['type']> = {
  bold: 'bold',
  strong: 'bold',
  italic: 'italic',
  em: 'italic',
  underline: 'underline',
};
const INLINE_TYPES = new Set(['text', 'hardBreak', 'hard_break', 'image', 'mention', 'emoji']);
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

type Paragraph = { type: 'paragraph'; content?: RichTextInline[] };
type ListItem = { type: 'listItem'; content: Paragraph[] };

const isNode = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: Json): Json[] => (Array.isArray(node.content) ? node.content.filter(isNode) : []);
const typeOf = (node: Json) => (typeof node.type === 'string' ? node.type : '');

export function toRichTextDoc(editorJson: unknown): RichTextDoc {
  const root = isNode(editorJson) ? editorJson : {};
  return { type: 'doc', content: blocksOf(typeOf(root) === 'doc' ? childrenOf(root) : [root]).slice(0, MAX_BLOCKS) };
}

const TOKEN = /\{\{\s*([a-z][A-Za-z0-9_]*\.[a-z][A-Za-z0-9_]*)\s*\}\}/g;

type EditorInline = RichTextInline | { type: 'placeholder'; attrs: { key: string }; marks?: RichTextMark[] };

function splitTokens(inline: RichTextInline): EditorInline[] {
  if (inline.type !== 'text') {
    return [inline];
  }
  const out: EditorInline[] = [];
  const marks = inline.marks ? { marks: inline.marks } : {};
  let last = 0;
  for (const match of inline.text.matchAll(TOKEN)) {
    if (match.index > last) {
      out.push({ ...inline, text: inline.text.slice(last, match.index) });
    }
    out.push({ type: 'placeholder', attrs: { key: match[1] ?? '' }, ...marks });
    last = match.index + match[0].length;
  }
  if (last < inline.text.length) {
    out.push(last === 0 ? inline : { ...inline, text: inline.text.slice(last) });
  }
  return out;
}

type EditorJson = { type: string; content?: EditorJson[] } & Record<string, unknown>;

/**
 * The stored document as the editor opens it: each `{{key}}` in the text becomes a placeholder
 * chip (narrative-extensions.ts). `toRichTextDoc` turns the chips back into the same text.
 */
export function withPlaceholderNodes(doc: RichTextDoc): EditorJson {
  const walk = (node: EditorJson): EditorJson => {
    if (!node.content) {
      return node;
    }
    const content =
      node.type === 'paragraph' || node.type === 'heading'
        ? (node.content as unknown as RichTextInline[]).flatMap(splitTokens)
        : node.content.map(walk);
    return { ...node, content: content as EditorJson[] };
  };
  return walk(doc as unknown as EditorJson);
}

/** An empty document as the editor starts it (one empty paragraph). */
export function emptyRichTextDoc(): RichTextDoc {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

function blocksOf(nodes: Json[]): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  let loose: Json[] = [];
  const flushLoose = () => {
    if (loose.length > 0) {
      const content = inlinesOf(loose);
      if (content.length > 0) {
        blocks.push({ type: 'paragraph', content });
      }
      loose = [];
    }
  };
  for (const node of nodes) {
    const type = typeOf(node);
    if (INLINE_TYPES.has(type)) {
      loose.push(node);
      continue;
    }
    flushLoose();
    blocks.push(...blockOf(node, type));
  }
  flushLoose();
  return blocks;
}

function blockOf(node: Json, type: string): RichTextBlock[] {
  switch (type) {
    case 'paragraph':
      return [paragraph(inlinesOf(childrenOf(node)))];
    case 'heading': {
      const content = inlinesOf(childrenOf(node));
      return [
        content.length > 0
          ? { type: 'heading', attrs: { level: 3 }, content }
          : { type: 'heading', attrs: { level: 3 } },
      ];
    }
    case 'bulletList':
    case 'orderedList':
    case 'bullet_list':
    case 'ordered_list': {
      const items = listItemsOf(childrenOf(node)).slice(0, MAX_LIST_ITEMS);
      return items.length > 0
        ? [{ type: type.startsWith('bullet') ? 'bulletList' : 'orderedList', content: items }]
        : [];
    }
    case 'codeBlock':
    case 'code_block':
      return [paragraph(linesToInlines(plainTextOf(node)))];
    case 'listItem':
    case 'list_item':
      return paragraphsOf(childrenOf(node));
    default:
      // Tables, quotes, details, unknown wrappers: their blocks, in reading order.
      return blocksOf(childrenOf(node));
  }
}

/**
 * A list item holds paragraphs only; a nested list becomes the items that follow it, so its
 * text keeps its order and stays in a list.
 */
function listItemsOf(nodes: Json[]): ListItem[] {
  const items: ListItem[] = [];
  for (const node of nodes) {
    const type = typeOf(node);
    if (type !== 'listItem' && type !== 'list_item') {
      const paragraphs = paragraphsOf([node]);
      if (paragraphs.length > 0) {
        items.push({ type: 'listItem', content: paragraphs.slice(0, MAX_ITEM_PARAGRAPHS) });
      }
      continue;
    }
    const own: Json[] = [];
    const nested: ListItem[] = [];
    for (const child of childrenOf(node)) {
      const childType = typeOf(child);
      if (childType.endsWith('List') || childType.endsWith('_list')) {
        nested.push(...listItemsOf(childrenOf(child)));
      } else {
        own.push(child);
      }
    }
    const paragraphs = paragraphsOf(own).slice(0, MAX_ITEM_PARAGRAPHS);
    items.push({ type: 'listItem', content: paragraphs.length > 0 ? paragraphs : [{ type: 'paragraph' }] }, ...nested);
  }
  return items;
}

/** Any blocks as paragraphs (inside a list item headings and lists lose their kind, not their text). */
function paragraphsOf(nodes: Json[]): Paragraph[] {
  return blocksOf(nodes).flatMap((block): Paragraph[] => {
    if (block.type === 'paragraph') {
      return [block];
    }
    if (block.type === 'heading') {
      return [paragraph(block.content ?? [])];
    }
    return block.content.flatMap((item) => item.content);
  });
}

function paragraph(content: RichTextInline[]): Paragraph {
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

function inlinesOf(nodes: Json[], inherited: RichTextMark['type'][] = []): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const node of nodes) {
    const type = typeOf(node);
    if (type === 'hardBreak' || type === 'hard_break') {
      out.push({ type: 'hardBreak' });
    } else if (type === 'text' && typeof node.text === 'string') {
      pushText(out, node.text, [...inherited, ...marksOf(node.marks)]);
    } else if (type === 'placeholder') {
      // The editor's chip is stored as the token it stands for.
      const key =
        isNode(node.attrs) && typeof (node.attrs as { key?: unknown }).key === 'string'
          ? (node.attrs as { key: string }).key
          : '';
      if (key !== '') {
        pushText(out, `{{${key}}}`, [...inherited, ...marksOf(node.marks)]);
      }
    } else if (type !== 'image') {
      // Inline wrappers (mentions, unknown nodes): their text, never their attributes.
      out.push(...inlinesOf(childrenOf(node), inherited));
    }
  }
  return out.slice(0, MAX_INLINES);
}

function marksOf(marks: unknown): RichTextMark['type'][] {
  if (!Array.isArray(marks)) {
    return [];
  }
  return marks.flatMap((mark) => {
    const alias = isNode(mark) && typeof mark.type === 'string' ? MARK_ALIASES[mark.type] : undefined;
    return alias ? [alias] : [];
  });
}

function pushText(out: RichTextInline[], raw: string, markTypes: RichTextMark['type'][]) {
  const text = raw.replaceAll('\u0000', '').replace(LONE_SURROGATES, '');
  if (text === '') {
    return;
  }
  const marks = MARK_ORDER.filter((m) => markTypes.includes(m)).map((type) => ({ type }));
  const previous = out.at(-1);
  // Adjacent text with the same marks (e.g. once a link mark is gone) is one node.
  if (
    previous?.type === 'text' &&
    sameMarks(previous.marks, marks) &&
    previous.text.length + text.length <= RICH_TEXT_MAX_CHARS
  ) {
    previous.text += text;
    return;
  }
  for (let start = 0; start < text.length; start += RICH_TEXT_MAX_CHARS) {
    const chunk = text.slice(start, start + RICH_TEXT_MAX_CHARS);
    out.push(marks.length > 0 ? { type: 'text', text: chunk, marks } : { type: 'text', text: chunk });
  }
}

function sameMarks(a: RichTextMark[] | undefined, b: RichTextMark[]): boolean {
  const left = a ?? [];
  return left.length === b.length && left.every((m, i) => m.type === b[i]?.type);
}

function plainTextOf(node: Json): string {
  if (typeOf(node) === 'text' && typeof node.text === 'string') {
    return node.text;
  }
  return childrenOf(node).map(plainTextOf).join('');
}

function linesToInlines(text: string): RichTextInline[] {
  const out: RichTextInline[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) {
      out.push({ type: 'hardBreak' });
    }
    pushText(out, line, []);
  });
  return out.slice(0, MAX_INLINES);
}
