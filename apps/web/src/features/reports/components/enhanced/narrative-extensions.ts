import { placeholderLabel } from '@thamani/domain/report-fields';
import {
  type Extensions,
  mergeAttributes,
  Node,
  nodeInputRule,
  nodePasteRule,
  textblockTypeInputRule,
} from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';

/**
 * The editor's schema is the stored one (RichTextDocSchema): whatever is pasted is parsed into
 * these nodes and marks only, so links, images, code, quotes, rules and strike-through never
 * enter the document. Two nodes replace StarterKit's to match it exactly: one heading level
 * (every h1–h6 pasted becomes it) and list items holding paragraphs only (no nesting — Tab
 * leaves the editor instead of indenting, as keyboard users expect).
 */

const ReportHeading = Node.create({
  name: 'heading',
  content: 'inline*',
  group: 'block',
  defining: true,
  addAttributes() {
    return { level: { default: 3, rendered: false } };
  },
  parseHTML() {
    return [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: 3 } }));
  },
  renderHTML({ HTMLAttributes }) {
    return ['h3', mergeAttributes(HTMLAttributes), 0];
  },
  addKeyboardShortcuts() {
    return { 'Mod-Alt-3': () => this.editor.commands.toggleNode(this.name, 'paragraph', { level: 3 }) };
  },
  addInputRules() {
    return [textblockTypeInputRule({ find: /^(#{1,3})\s$/, type: this.type, getAttributes: { level: 3 } })];
  },
});

const FlatListItem = Node.create({
  name: 'listItem',
  content: 'paragraph+',
  defining: true,
  parseHTML() {
    return [{ tag: 'li' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['li', mergeAttributes(HTMLAttributes), 0];
  },
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    };
  },
});

const TOKEN = String.raw`\{\{\s*([a-z][A-Za-z0-9_]*\.[a-z][A-Za-z0-9_]*)\s*\}\}`;

/**
 * A `{{section.key}}` placeholder shown as a chip with its friendly name ("Client"), the same
 * name the template preview shows. It exists only in the editor: loading splits the stored text
 * into chips (`withPlaceholderNodes`) and every change turns them back into `{{key}}` text
 * (`toRichTextDoc`), so the stored document keeps the tokens. Typed or pasted tokens become chips.
 */
const Placeholder = Node.create<{ labelOf: (key: string) => string }>({
  name: 'placeholder',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions() {
    return { labelOf: (key: string) => placeholderLabel(key) };
  },
  addAttributes() {
    return { key: { default: '', rendered: false } };
  },
  parseHTML() {
    return [{ tag: 'span[data-placeholder]', getAttrs: (el) => ({ key: el.getAttribute('data-placeholder') ?? '' }) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const key = String(node.attrs.key);
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-placeholder': key,
        title: `{{${key}}}`,
        class: 'rounded bg-info/15 px-1 text-foreground ring-1 ring-info/40',
      }),
      this.options.labelOf(key),
    ];
  },
  renderText({ node }) {
    return `{{${String(node.attrs.key)}}}`;
  },
  addInputRules() {
    return [nodeInputRule({ find: new RegExp(`${TOKEN}$`), type: this.type, getAttributes: (m) => ({ key: m[1] }) })];
  },
  addPasteRules() {
    return [nodePasteRule({ find: new RegExp(TOKEN, 'g'), type: this.type, getAttributes: (m) => ({ key: m[1] }) })];
  },
});

const BASE_EXTENSIONS: Extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    link: false,
    listItem: false,
    strike: false,
  }),
  ReportHeading,
  FlatListItem,
];

/** The editor's nodes; `labelOf` names a placeholder (the report's own field labels first). */
export function narrativeExtensions(labelOf: (key: string) => string = (key) => placeholderLabel(key)): Extensions {
  return [...BASE_EXTENSIONS, Placeholder.configure({ labelOf })];
}
