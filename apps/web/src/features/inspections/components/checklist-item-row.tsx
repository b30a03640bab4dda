import type { AnswerValue, InspectionPhoto, TemplateItem } from '@thamani/domain/inspections';
import { memo } from 'react';
import type { OutboxEntry, PhotoEntry } from '../lib/outbox';
import { ChecklistItem } from './checklist-item';
import type { PhotoRef } from './item-photos';

type ChecklistItemRowProps = {
  item: TemplateItem;
  sectionTitle: string;
  value: AnswerValue | null | undefined;
  readOnly: boolean;
  missing: boolean;
  conflicted: boolean;
  photos: InspectionPhoto[];
  pendingPhotos: Array<OutboxEntry & PhotoEntry>;
  progress: Record<string, number>;
  /** The page's handlers, the same functions on every render: each takes the item's id. */
  onAnswer: (itemId: string, value: AnswerValue | null, options?: { immediate?: boolean }) => void;
  onCommit: (itemId: string) => void;
  onAddPhotos: (itemId: string, files: File[]) => void;
  onCaption: (photo: PhotoRef, caption: string | null) => void;
  onRemovePhoto: (photo: PhotoRef) => void;
};

/**
 * One checklist item as the page lists it. Memoised: a keystroke in one field re-renders that
 * item only, not the 37-odd others (each with its controls and photo list) — on a slow phone the
 * whole list on every key was what made typing lag.
 */
export const ChecklistItemRow = memo(function ChecklistItemRow({
  onAnswer,
  onCommit,
  onAddPhotos,
  ...props
}: ChecklistItemRowProps) {
  const id = props.item.id;
  return (
    <ChecklistItem
      {...props}
      onChange={(value, options) => onAnswer(id, value, options)}
      onCommit={() => onCommit(id)}
      onAddPhotos={(files) => onAddPhotos(id, files)}
    />
  );
});
