import { Eye, Pencil } from 'lucide-react';
import { cn } from '@/lib/utils';

export type ScreenView = 'sections' | 'preview';

const VIEWS: Array<{ id: ScreenView; label: string; icon: typeof Eye }> = [
  { id: 'sections', label: 'Sections', icon: Pencil },
  { id: 'preview', label: 'Preview', icon: Eye },
];

/** Below wide screens the sections and the printed pages take turns; on wide screens both show and this is gone. */
export function ViewSwitch({ view, onChange }: { view: ScreenView; onChange: (view: ScreenView) => void }) {
  return (
    <div role="group" aria-label="Show" className="flex w-full gap-1 rounded-lg bg-muted p-1 sm:w-fit xl:hidden">
      {VIEWS.map(({ id, label, icon: Icon }) => (
        <button
          key={id}
          type="button"
          aria-pressed={view === id}
          onClick={() => onChange(id)}
          className={cn(
            'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-9',
            view === id && 'bg-background text-foreground shadow-sm',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
