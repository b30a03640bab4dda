import type { RichTextDoc } from '@thamani/domain/reports';
import { EditorContent, useEditor } from '@tiptap/react';
import { placeholderLabel } from '@thamani/domain/report-fields';
import { useEffect, useMemo, useRef, useState } from 'react';
import { emptyRichTextDoc, toRichTextDoc, withPlaceholderNodes } from '../../lib/rich-text';
import { narrativeExtensions } from './narrative-extensions';
import { NarrativeToolbar } from './narrative-toolbar';
import type { PlaceholderChoice } from './placeholder-choices';

type NarrativeEditorProps = {
  /** The section's title: the editable region's accessible name. */
  title: string;
  doc: RichTextDoc;
  choices: { fields: PlaceholderChoice[]; facts: PlaceholderChoice[] };
  onChange: (doc: RichTextDoc) => void;
};

const editorContent = (doc: RichTextDoc) => withPlaceholderNodes(doc.content.length > 0 ? doc : emptyRichTextDoc());

/**
 * One narrative section's rich text. Every change is reduced to the stored schema before it
 * leaves (toRichTextDoc), so what is saved is exactly what the preview and the PDF show. Mount
 * it only while the report is editable; read-only reports show the preview instead.
 */
export function NarrativeEditor({ title, doc, choices, onChange }: NarrativeEditorProps) {
  const emitted = useRef(JSON.stringify(doc));
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Placeholders show the names "Insert field" offers (the report's own field labels), as chips.
  const labelMap = useMemo(
    () => new Map([...choices.fields, ...choices.facts].map((c) => [c.key, c.label])),
    [choices],
  );
  const labels = useRef(labelMap);
  useEffect(() => {
    labels.current = labelMap;
  }, [labelMap]);
  const [extensions] = useState(() => narrativeExtensions((key) => labels.current.get(key) ?? placeholderLabel(key)));
  const editor = useEditor({
    extensions,
    content: editorContent(doc),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': title,
        class:
          'min-h-32 rounded-b-md border border-input bg-background px-3 py-2 text-base leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = toRichTextDoc(current.getJSON());
      emitted.current = JSON.stringify(next);
      onChangeRef.current(next);
    },
  });

  // A text that did not come from this editor (the latest version loaded after a conflict) replaces its content.
  useEffect(() => {
    const json = JSON.stringify(doc);
    if (json !== emitted.current) {
      emitted.current = json;
      editor.commands.setContent(editorContent(doc), { emitUpdate: false });
    }
  }, [doc, editor]);

  return (
    <div className="grid">
      <NarrativeToolbar editor={editor} title={title} choices={choices} />
      <EditorContent editor={editor} />
    </div>
  );
}
