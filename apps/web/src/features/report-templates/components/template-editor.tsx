import {
  REPORT_MESSAGES,
  REPORT_SECTIONS_MAX,
  type ReportTemplateDetail,
  type SectionKind,
} from '@thamani/domain/reports';
import { Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/errors';
import { useSaveTemplate } from '../api/template-actions';
import {
  type EditableSection,
  moveSection,
  newSection,
  takenFieldKeys,
  type TemplateDraft,
  toBody,
} from '../lib/template-draft';
import { templateProblems } from '../lib/template-problems';
import { AddSectionForm } from './add-section-form';
import { SectionCard } from './section-card';
import { TemplateDetailsFields } from './template-details-fields';

/**
 * The template form: details, then the sections in order (add, remove, move, rename, edit). Saving
 * an existing template makes a new version; a save on a version someone else replaced is refused.
 */
export function TemplateEditor({
  detail,
  initial,
  onReload,
}: {
  /** The template being edited; null for a new one. */
  detail: ReportTemplateDetail | null;
  initial: TemplateDraft;
  /** Fetch the latest version (after a conflict); the page then remounts this form with it. */
  onReload: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [stale, setStale] = useState(false);
  const save = useSaveTemplate(detail?.id ?? null);
  const navigate = useNavigate();
  const problemsRef = useRef<HTMLDivElement>(null);

  const problems = useMemo(() => (attempted ? templateProblems(draft) : []), [attempted, draft]);
  const taken = useMemo(() => takenFieldKeys(draft.sections), [draft.sections]);
  const customKeys = useMemo(
    () =>
      draft.sections.flatMap((s) =>
        s.kind === 'fields'
          ? s.fields.filter((f) => f.key.startsWith('custom.')).map((f) => ({ key: f.key, label: f.label }))
          : [],
      ),
    [draft.sections],
  );

  // Closing the tab with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) {
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const edit = (next: TemplateDraft) => {
    setDraft(next);
    setDirty(true);
  };
  const setSections = (sections: EditableSection[]) => edit({ ...draft, sections });

  const move = (index: number, by: -1 | 1) => {
    const section = draft.sections[index];
    setSections(moveSection(draft.sections, index, by));
    // Keep the keyboard on the button pressed, which now sits one place further.
    requestAnimationFrame(() => {
      const target =
        document.getElementById(`section-${section?.key}-${by === -1 ? 'up' : 'down'}`) ??
        document.getElementById(`section-${section?.key}`);
      (target instanceof HTMLButtonElement && target.disabled
        ? document.getElementById(`section-${section?.key}`)
        : target
      )?.focus();
    });
  };

  const add = (kind: SectionKind) => {
    const section = newSection(kind, draft.sections);
    setSections([...draft.sections, section]);
    requestAnimationFrame(() => document.getElementById(`section-${section.key}-title`)?.focus());
  };

  const remove = (index: number) => {
    const next = draft.sections.filter((_, i) => i !== index);
    setSections(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    requestAnimationFrame(() => document.getElementById(`section-${neighbour?.key}`)?.focus());
  };

  const onSave = () => {
    setAttempted(true);
    const found = templateProblems(draft);
    if (found.length > 0) {
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    const body = toBody(draft);
    save.mutate(detail ? { ...body, version: detail.version } : body, {
      onSuccess: (saved) => {
        setDirty(false);
        toast.success(REPORT_MESSAGES.templateSaved);
        if (!detail) {
          void navigate(paths.agentDashboard.template(saved.id), { replace: true });
        }
      },
      onError: (error) => {
        if (isAppError(error, 'CONFLICT')) {
          setStale(true);
          return;
        }
        toast.error(error.message);
      },
    });
  };

  return (
    <div className="grid gap-6">
      {stale ? (
        <Alert variant="destructive">
          <AlertTitle>Not saved</AlertTitle>
          <AlertDescription>
            <p>{REPORT_MESSAGES.staleTemplate} Your edits on this page are lost when you reload.</p>
            <Button size="sm" variant="outline" onClick={() => void onReload()}>
              Reload the template
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      {problems.length > 0 ? (
        <div
          ref={problemsRef}
          tabIndex={-1}
          role="alert"
          className="grid gap-2 rounded-lg border border-destructive p-4"
        >
          <p className="font-semibold">Fix these before saving</p>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {problems.map((problem) => (
              <li key={problem.message}>
                {problem.sectionKey ? (
                  <a href={`#section-${problem.sectionKey}`} className="underline underline-offset-4">
                    {problem.message}
                  </a>
                ) : (
                  problem.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <TemplateDetailsFields draft={draft} onChange={(patch) => edit({ ...draft, ...patch })} />

      <section aria-labelledby="template-sections" className="grid gap-3">
        <h2 id="template-sections" className="text-xl font-semibold">
          Sections
        </h2>
        <ol className="grid gap-3">
          {draft.sections.map((section, index) => (
            <SectionCard
              key={section.key}
              section={section}
              index={index}
              count={draft.sections.length}
              taken={taken}
              customKeys={customKeys}
              hasProblem={problems.some((p) => p.sectionKey === section.key)}
              onChange={(next) => setSections(draft.sections.map((s, i) => (i === index ? next : s)))}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
        <AddSectionForm
          hasValuation={draft.sections.some((s) => s.kind === 'valuation')}
          disabled={draft.sections.length >= REPORT_SECTIONS_MAX}
          onAdd={add}
        />
      </section>

      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t bg-background/95 px-1 py-3">
        <Button onClick={onSave} disabled={save.isPending || stale}>
          {save.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : <Save aria-hidden="true" />}
          Save template
        </Button>
        <p className="text-sm text-muted-foreground" role="status">
          {dirty ? 'Unsaved changes' : detail ? `Version ${detail.version} saved` : ''}
        </p>
      </div>
    </div>
  );
}
