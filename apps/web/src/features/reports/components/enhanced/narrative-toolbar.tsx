import { type Editor, useEditorState } from '@tiptap/react';
import { Bold, Braces, Heading3, Italic, List, ListOrdered, Underline } from 'lucide-react';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { PlaceholderChoice } from './placeholder-choices';

type Format = 'bold' | 'italic' | 'underline' | 'heading' | 'bulletList' | 'orderedList';

const FORMATS: Array<{ id: Format; label: string; icon: typeof Bold; shortcut?: string }> = [
  { id: 'bold', label: 'Bold', icon: Bold, shortcut: 'Mod+B' },
  { id: 'italic', label: 'Italic', icon: Italic, shortcut: 'Mod+I' },
  { id: 'underline', label: 'Underline', icon: Underline, shortcut: 'Mod+U' },
  { id: 'heading', label: 'Heading', icon: Heading3 },
  { id: 'bulletList', label: 'Bulleted list', icon: List },
  { id: 'orderedList', label: 'Numbered list', icon: ListOrdered },
];

function toggle(editor: Editor, format: Format) {
  const chain = editor.chain().focus();
  switch (format) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'underline':
      return chain.toggleUnderline().run();
    case 'heading':
      return chain.toggleNode('heading', 'paragraph', { level: 3 }).run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
  }
}

/** Formatting buttons (each says whether it is on) and "Insert field", which puts a `{{key}}` chip at the cursor. */
export function NarrativeToolbar({
  editor,
  title,
  choices,
}: {
  editor: Editor;
  title: string;
  choices: { fields: PlaceholderChoice[]; facts: PlaceholderChoice[] };
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }): Record<Format, boolean> => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading: current.isActive('heading'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });

  // The menu lists every field and fact of the report (dozens of items): it opens in a transition,
  // so the tap paints at once and the list follows, instead of holding the frame while it mounts.
  const [menuOpen, setMenuOpen] = useState(false);
  const [, startTransition] = useTransition();
  const onMenuOpenChange = (open: boolean) => {
    if (open) {
      startTransition(() => setMenuOpen(true));
    } else {
      setMenuOpen(false);
    }
  };

  return (
    <div
      role="group"
      aria-label={`Formatting of ${title}`}
      className="flex flex-wrap items-center gap-1 rounded-t-md border border-b-0 border-input bg-muted/50 p-1"
    >
      {FORMATS.map(({ id, label, icon: Icon, shortcut }) => (
        <Button
          key={id}
          variant="ghost"
          size="icon"
          className="size-11 aria-pressed:bg-accent aria-pressed:text-accent-foreground aria-pressed:ring-1 aria-pressed:ring-ring sm:size-9"
          aria-label={label}
          aria-pressed={active[id]}
          aria-keyshortcuts={shortcut?.replace('Mod', 'Control')}
          title={shortcut ? `${label} (${shortcut.replace('Mod', 'Ctrl')})` : label}
          onClick={() => toggle(editor, id)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
      <DropdownMenu open={menuOpen} onOpenChange={onMenuOpenChange}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="ml-auto min-h-11 sm:min-h-8"
            aria-label={`Insert field into ${title}`}
          >
            <Braces aria-hidden="true" />
            Insert field
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="max-w-[min(22rem,calc(100vw-2rem))]"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editor.commands.focus();
          }}
        >
          <ChoiceGroup label="Report fields" choices={choices.fields} editor={editor} />
          {choices.facts.length > 0 ? (
            <>
              <DropdownMenuSeparator />
              <ChoiceGroup label="Known when the report was started" choices={choices.facts} editor={editor} />
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function ChoiceGroup({ label, choices, editor }: { label: string; choices: PlaceholderChoice[]; editor: Editor }) {
  return (
    <DropdownMenuGroup>
      <DropdownMenuLabel className="text-muted-foreground">{label}</DropdownMenuLabel>
      {choices.map((choice) => (
        <DropdownMenuItem
          key={choice.key}
          className="grid min-h-11 justify-items-start gap-0 sm:min-h-0"
          onSelect={() =>
            editor
              .chain()
              .insertContent({ type: 'placeholder', attrs: { key: choice.key } })
              .run()
          }
        >
          <span>{choice.label}</span>
          <span className="font-mono text-xs text-muted-foreground">{`{{${choice.key}}}`}</span>
        </DropdownMenuItem>
      ))}
    </DropdownMenuGroup>
  );
}
