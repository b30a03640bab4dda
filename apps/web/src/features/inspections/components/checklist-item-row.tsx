import type { AnswerValue } from '@thamani/domain/inspections';
import { memo } from 'react';
import { ChecklistItem, type ChecklistItemProps } from './checklist-item';

type ChecklistItemRowProps = Omit<ChecklistItemProps, 'onChange' | 'onCommit' | 'onAddPhotos'> & {
  /** The page's handlers, the same functions on every render: each takes the item's id. */
  onAnswer: (itemId: string, value: AnswerValue | null, options?: { immediate?: boolean }) => void;
  onCommit: (itemId: string) => void;
  onAddPhotos: (itemId: string, files: File[]) => void;
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
