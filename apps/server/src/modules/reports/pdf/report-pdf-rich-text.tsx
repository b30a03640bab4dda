/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Text, View } from '@react-pdf/renderer';
import type { RichTextBlock, RichTextDoc, RichTextInline, RichTextMark } from '@thamani/domain/reports';
import { styles } from './report-pdf-styles.ts';

function markStyle(marks: readonly RichTextMark[] | undefined): { fontWeight: 400 | 700; fontStyle: 'normal' | 'italic'; textDecoration?: 'underline' } {
  const has = (type: RichTextMark['type']) => marks?.some((m) => m.type === type) ?? false;
  // The embedded face comes in four files (regular, bold, italic, bold italic): weight and style pick one.
  const face = { fontWeight: has('bold') ? 700 : 400, fontStyle: has('italic') ? 'italic' : 'normal' } as const;
  return has('underline') ? { ...face, textDecoration: 'underline' } : face;
}

function Inline({ nodes }: { nodes: readonly RichTextInline[] | undefined }) {
  return (nodes ?? []).map((node, i) =>
    node.type === 'hardBreak' ? (
      <Text key={i}>{'\n'}</Text>
    ) : (
      <Text key={i} style={markStyle(node.marks)}>
        {node.text}
      </Text>
    ),
  );
}

function Block({ block }: { block: RichTextBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text style={styles.paragraph}>
          <Inline nodes={block.content} />
        </Text>
      );
    case 'heading':
      return (
        <Text style={styles.heading} minPresenceAhead={40}>
          <Inline nodes={block.content} />
        </Text>
      );
    case 'bulletList':
    case 'orderedList':
      return (
        <View style={styles.list}>
          {block.content.map((item, i) => (
            <View key={i} style={styles.listItem}>
              <Text style={styles.listMarker}>{block.type === 'bulletList' ? '•' : `${i + 1}.`}</Text>
              <View style={styles.listBody}>
                {item.content.map((paragraph, j) => (
                  <Text key={j} style={styles.listText}>
                    <Inline nodes={paragraph.content} />
                  </Text>
                ))}
              </View>
            </View>
          ))}
        </View>
      );
  }
}

/** A narrative section's text (placeholders already resolved), block by block. */
export function RichTextPdf({ doc }: { doc: RichTextDoc }) {
  return doc.content.map((block, i) => <Block key={i} block={block} />);
}
