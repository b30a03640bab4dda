import { type Extensions, mergeAttributes, Node, textblockTypeInputRule } from '@tiptap/react';
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

export const narrativeExtensions: Extensions = [
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
