import { SECTION_KINDS, type SectionKind } from '@thamani/domain/reports';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SECTION_KIND_LABELS } from '../lib/template-draft';

const nativeSelect =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';

/** "Add a section" of a kind; a template has one valuation summary at most. */
export function AddSectionForm({
  hasValuation,
  disabled,
  onAdd,
}: {
  hasValuation: boolean;
  disabled: boolean;
  onAdd: (kind: SectionKind) => void;
}) {
  const [kind, setKind] = useState<SectionKind>('narrative');
  const chosen = hasValuation && kind === 'valuation' ? 'narrative' : kind;
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed p-4">
      <div className="grid gap-1">
        <Label htmlFor="new-section-kind">Add a section</Label>
        <select
          id="new-section-kind"
          className={nativeSelect}
          value={chosen}
          onChange={(e) => setKind(e.target.value as SectionKind)}
        >
          {SECTION_KINDS.map((k) => (
            <option key={k} value={k} disabled={k === 'valuation' && hasValuation}>
              {SECTION_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" disabled={disabled} onClick={() => onAdd(chosen)}>
        <Plus aria-hidden="true" />
        Add section
      </Button>
    </div>
  );
}
