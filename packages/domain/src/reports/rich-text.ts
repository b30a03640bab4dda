import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Rich text: the narrative sections are stored as ProseMirror/TipTap JSON limited to these nodes
// and marks. Anything pasted is parsed into this schema by the editor, so nothing else survives;
// the server validates every body against it (no HTML is ever stored or rendered raw).

export const RICH_TEXT_MAX_CHARS = 50_000;

export const RichTextMarkSchema = z.strictObject({ type: z.enum(['bold', 'italic', 'underline']) });
export type RichTextMark = z.infer<typeof RichTextMarkSchema>;

export const RichTextTextSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1).max(RICH_TEXT_MAX_CHARS),
  marks: z.array(RichTextMarkSchema).max(3).optional(),
});
export const RichTextHardBreakSchema = z.strictObject({ type: z.literal('hardBreak') });
export const RichTextInlineSchema = z.union([RichTextTextSchema, RichTextHardBreakSchema]);
export type RichTextInline = z.infer<typeof RichTextInlineSchema>;

export const RichTextParagraphSchema = z.strictObject({
  type: z.literal('paragraph'),
  content: z.array(RichTextInlineSchema).max(2000).optional(),
});
export const RichTextHeadingSchema = z.strictObject({
  type: z.literal('heading'),
  attrs: z.strictObject({ level: z.literal(3) }),
  content: z.array(RichTextInlineSchema).max(2000).optional(),
});
export const RichTextListItemSchema = z.strictObject({
  type: z.literal('listItem'),
  content: z.array(RichTextParagraphSchema).min(1).max(50),
});
export const RichTextListSchema = z.strictObject({
  type: z.enum(['bulletList', 'orderedList']),
  content: z.array(RichTextListItemSchema).min(1).max(500),
});
export const RichTextBlockSchema = z.union([RichTextParagraphSchema, RichTextHeadingSchema, RichTextListSchema]);
export type RichTextBlock = z.infer<typeof RichTextBlockSchema>;

export const RichTextDocSchema = z.strictObject({
  type: z.literal('doc'),
  content: z.array(RichTextBlockSchema).max(2000),
});
export type RichTextDoc = z.infer<typeof RichTextDocSchema>;
