import { RichTextDocSchema, type RichTextDoc } from '@thamani/domain/reports';
import { generateJSON } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { narrativeExtensions } from '../components/enhanced/narrative-extensions';
import { toRichTextDoc, withPlaceholderNodes } from './rich-text';

const NASTY_HTML = `
  <style>p { color: red }</style>
  <script>alert("stolen")</script>
  <h1 style="font-size:40px">Location</h1>
  <h2>Access</h2>
  <p>The plot lies on <a href="javascript:alert(1)" onclick="steal()">Ngong Road</a>,
     <img src="x" onerror="alert(1)"> <strong>2 km</strong> from <em>the CBD</em>
     <u>near</u> <s>old</s> <code>Yaya</code>.</p>
  <table><tr><td><table><tr><td>Nested cell</td></tr></table></td><td>Outer cell</td></tr></table>
  <blockquote>Quoted text</blockquote>
  <pre><code>line one
line two</code></pre>
  <ul><li>First<ul><li>Nested</li></ul></li><li>Second</li></ul>
  <hr>
`;

/** All text of a doc in reading order, for asserting what survived. */
function textOf(doc: unknown): string {
  return (
    JSON.stringify(doc)
      .match(/"text":"[^"]*"/g)
      ?.join(' ') ?? ''
  );
}

describe('toRichTextDoc', () => {
  it('reduces pasted HTML, as the editor parses it, to the stored schema keeping the text', () => {
    const doc = toRichTextDoc(generateJSON(NASTY_HTML, narrativeExtensions()));
    expect(RichTextDocSchema.safeParse(doc).success).toBe(true);
    const text = textOf(doc);
    for (const kept of [
      'Location',
      'Access',
      'Ngong Road',
      '2 km',
      'the CBD',
      'near',
      'old',
      'Yaya',
      'Nested cell',
      'Outer cell',
      'Quoted text',
      'First',
      'Nested',
      'Second',
    ]) {
      expect(text).toContain(kept);
    }
    expect(text).not.toMatch(/alert|steal|color|javascript/);
    expect(doc.content.slice(0, 2)).toEqual([
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Location' }] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Access' }] },
    ]);
    expect(JSON.stringify(doc)).toContain('{"type":"text","text":"2 km","marks":[{"type":"bold"}]}');
  });

  it('unwraps what a richer editor produced: links, code, tables, quotes, images, other headings, nested lists', () => {
    const rich = generateJSON(NASTY_HTML, [StarterKit]);
    const doc = toRichTextDoc({
      ...rich,
      content: [
        ...(rich.content ?? []),
        { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                { type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Cell' }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(RichTextDocSchema.safeParse(doc).success).toBe(true);
    expect(doc.content.filter((b) => b.type === 'heading')).toHaveLength(2);
    const list = doc.content.find((b) => b.type === 'bulletList');
    expect((list?.content ?? []).map((item) => textOf(item))).toEqual([
      '"text":"First"',
      '"text":"Nested"',
      '"text":"Second"',
    ]);
    expect(textOf(doc)).toContain('"text":"The plot lies on Ngong Road, "');
    expect(JSON.stringify(doc)).not.toMatch(/href|link|code|image|evil|strike|table|blockquote/);
    expect(doc.content.at(-1)).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Cell' }] });
  });

  it('keeps line breaks of a code block as hard breaks', () => {
    const doc = toRichTextDoc({
      type: 'doc',
      content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'a\nb' }] }],
    });
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }] },
    ]);
  });

  it('drops attributes, unknown marks, empty and unstorable text, and merges text left with the same marks', () => {
    const doc = toRichTextDoc({
      type: 'doc',
      attrs: { evil: true },
      content: [
        {
          type: 'paragraph',
          attrs: { textAlign: 'center', style: 'x' },
          content: [
            { type: 'text', text: 'Ngong ', marks: [{ type: 'link', attrs: { href: 'https://x' } }] },
            { type: 'text', text: 'Road\u0000\uD800' },
            { type: 'text', text: '' },
            {
              type: 'text',
              text: 'bold',
              marks: [
                { type: 'italic' },
                { type: 'bold' },
                { type: 'textStyle', attrs: { color: 'red' } },
                { type: 'bold' },
              ],
            },
          ],
        },
        { type: 'orderedList', attrs: { start: 5, type: 'a' }, content: [{ type: 'listItem', content: [] }] },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ngong Road' },
            { type: 'text', text: 'bold', marks: [{ type: 'bold' }, { type: 'italic' }] },
          ],
        },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
      ],
    });
    expect(RichTextDocSchema.safeParse(doc).success).toBe(true);
  });

  it('splits text longer than a text node may hold and caps the number of blocks', () => {
    const long = 'x'.repeat(120_000);
    const doc = toRichTextDoc({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: long }] },
        ...Array.from({ length: 2500 }, () => ({ type: 'paragraph' })),
      ],
    });
    expect(RichTextDocSchema.safeParse(doc).success).toBe(true);
    expect(doc.content).toHaveLength(2000);
    expect(textOf(doc.content[0]).length).toBeGreaterThan(120_000);
  });

  it('turns anything that is not a document into an empty one', () => {
    expect(toRichTextDoc(null)).toEqual({ type: 'doc', content: [] });
    expect(toRichTextDoc('<p>hi</p>')).toEqual({ type: 'doc', content: [] });
  });
});

describe('placeholder chips', () => {
  it('opens each {{key}} as a chip and saves it back as the same text, marks kept', () => {
    const stored: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Instructed by {{client.instructingParty}} for ' },
            { type: 'text', text: '{{client.name}}', marks: [{ type: 'bold' }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    };
    const opened = withPlaceholderNodes(stored);
    expect(JSON.stringify(opened)).toContain('{"type":"placeholder","attrs":{"key":"client.instructingParty"}}');
    expect(JSON.stringify(opened)).toContain(
      '{"type":"placeholder","attrs":{"key":"client.name"},"marks":[{"type":"bold"}]}',
    );
    expect(JSON.stringify(opened)).not.toContain('{{');
    expect(toRichTextDoc(opened)).toEqual(stored);
  });
});
