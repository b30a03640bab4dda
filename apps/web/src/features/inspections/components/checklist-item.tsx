import type { AnswerValue, InspectionPhoto, TemplateItem } from '@thamani/domain/inspections';
import { cn } from '@/lib/utils';
import type { OutboxEntry, PhotoEntry } from '../lib/outbox';
import { AnswerField, fieldId } from './answer-field';
import { ItemPhotos, type PhotoRef } from './item-photos';

export const itemAnchor = (itemId: string) => `item-${itemId}`;

/** Kinds answered with several controls: a fieldset whose legend names them all. */
const GROUPED = new Set(['multiselect', 'yesno', 'condition', 'gps']);

export type ChecklistItemProps = {
  item: TemplateItem;
  /** Names the item's photos apart from a same-named item of another section. */
  sectionTitle: string;
  value: AnswerValue | null | undefined;
  readOnly: boolean;
  missing: boolean;
  conflicted: boolean;
  photos: InspectionPhoto[];
  pendingPhotos: Array<OutboxEntry & PhotoEntry>;
  progress: Record<string, number>;
  onChange: (value: AnswerValue | null, options?: { immediate?: boolean }) => void;
  onCommit: () => void;
  onAddPhotos: (files: File[]) => void;
  onCaption: (photo: PhotoRef, caption: string | null) => void;
  onRemovePhoto: (photo: PhotoRef) => void;
};

export function ChecklistItem(props: ChecklistItemProps) {
  const { item, readOnly, missing, conflicted } = props;
  const id = fieldId(item.id);
  const label = (
    <>
      {item.label}
      {item.unit ? ` (${item.unit})` : ''}
      {item.required ? <span className="font-normal text-muted-foreground"> (required)</span> : null}
    </>
  );
  const help = item.help ? (
    <p id={`${id}-help`} className="text-xs text-muted-foreground">
      {item.help}
    </p>
  ) : null;
  const field = (
    <AnswerField
      item={item}
      value={props.value}
      readOnly={readOnly}
      onChange={props.onChange}
      onCommit={props.onCommit}
    />
  );
  return (
    <div
      id={itemAnchor(item.id)}
      tabIndex={-1}
      data-conflict={conflicted || undefined}
      className={cn(
        'grid scroll-mt-28 gap-2 rounded-lg border p-3 focus-visible:outline-2 focus-visible:outline-ring',
        missing && 'border-destructive/60',
        conflicted && 'border-warning bg-warning/10',
      )}
    >
      {GROUPED.has(item.kind) ? (
        <fieldset className="grid min-w-0 gap-2">
          <legend id={`${id}-label`} className="mb-2 text-sm font-medium">
            {label}
          </legend>
          {help}
          {field}
        </fieldset>
      ) : (
        <>
          <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          {help}
          {field}
        </>
      )}
      <ItemPhotos
        itemLabel={`${item.label} (${props.sectionTitle})`}
        photos={props.photos}
        pending={props.pendingPhotos}
        progress={props.progress}
        readOnly={readOnly}
        onAdd={props.onAddPhotos}
        onCaption={props.onCaption}
        onRemove={props.onRemovePhoto}
      />
    </div>
  );
}
