import { formatFieldValue } from '@thamani/domain/report-fields';
import { wordsMatchAmount } from '@thamani/domain/report-words';
import {
  type ReportContent,
  VALUE_KINDS,
  VALUE_LABELS,
  type ValuationSection,
  type ValueKind,
  valueKey,
  valueWordsKey,
} from '@thamani/domain/reports';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { fieldAnchorId, sectionAnchorId } from '../../lib/check-links';
import { autoWords, fsvPercentOfMv, setField, setValueFigure } from '../../lib/structured-rules';
import { MoneyInput } from './money-input';

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** The values the report states, each in figures and in words (the words follow the figure). */
export function ValuationSectionForm({
  section,
  content,
  fsvBand,
  readOnly,
  onUpdate,
}: {
  section: ValuationSection;
  content: ReportContent;
  fsvBand: { min: number; max: number };
  readOnly: boolean;
  onUpdate: (recipe: (content: ReportContent) => ReportContent) => void;
}) {
  const kinds = VALUE_KINDS.filter((kind) => section.values.includes(kind));
  const share = fsvPercentOfMv(content.fields);
  return (
    <section aria-labelledby={sectionAnchorId(section.id)} className="grid gap-4 rounded-lg border p-4">
      <h2 id={sectionAnchorId(section.id)} className="scroll-mt-36 text-xl font-semibold wrap-anywhere">
        {section.title}
      </h2>
      {kinds.map((kind) => (
        <ValueRow key={kind} kind={kind} content={content} readOnly={readOnly} onUpdate={onUpdate} />
      ))}
      {kinds.includes('forcedSaleValue') && kinds.includes('marketValue') ? (
        <p className="text-sm" data-testid="fsv-share">
          {share === null
            ? `Forced Sale Value as a share of Market Value: shown once both are filled in (the firm’s usual band is ${percent(fsvBand.min)}–${percent(fsvBand.max)}).`
            : `Forced Sale Value is ${share} % of Market Value (the firm’s usual band is ${percent(fsvBand.min)}–${percent(fsvBand.max)}).`}
        </p>
      ) : null}
    </section>
  );
}

function ValueRow({
  kind,
  content,
  readOnly,
  onUpdate,
}: {
  kind: ValueKind;
  content: ReportContent;
  readOnly: boolean;
  onUpdate: (recipe: (content: ReportContent) => ReportContent) => void;
}) {
  const figureId = fieldAnchorId(valueKey(kind));
  const wordsId = fieldAnchorId(valueWordsKey(kind));
  const figure = content.fields[valueKey(kind)];
  const words = content.fields[valueWordsKey(kind)];
  const amount = typeof figure === 'number' ? figure : null;
  const wordsText = typeof words === 'string' ? words : '';
  const mismatch = amount !== null && wordsText.trim() !== '' && !wordsMatchAmount(wordsText, amount);

  if (readOnly) {
    return (
      <div className="grid gap-1">
        <p className="text-sm font-medium">{VALUE_LABELS[kind]}</p>
        <p id={figureId} className="text-lg font-semibold tabular-nums">
          {formatFieldValue({ type: 'money' }, figure) || 'Not stated'}
        </p>
        <p id={wordsId} className="text-sm wrap-anywhere">
          {wordsText}
        </p>
      </div>
    );
  }

  return (
    <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold">{VALUE_LABELS[kind]}</legend>
      <div className="grid content-start gap-2">
        <Label htmlFor={figureId}>
          {VALUE_LABELS[kind]} in figures <span className="text-xs font-normal text-muted-foreground">(required)</span>
        </Label>
        <MoneyInput
          id={figureId}
          aria-required
          value={amount}
          onValueChange={(next) => onUpdate((c) => setValueFigure(c, kind, next))}
        />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={wordsId}>
          {VALUE_LABELS[kind]} in words <span className="text-xs font-normal text-muted-foreground">(required)</span>
        </Label>
        <Textarea
          id={wordsId}
          rows={2}
          maxLength={2000}
          aria-required
          aria-describedby={`${wordsId}-hint`}
          aria-invalid={mismatch || undefined}
          value={wordsText}
          onChange={(event) => {
            const next = event.target.value;
            onUpdate((c) => setField(c, valueWordsKey(kind), next === '' ? null : next));
          }}
        />
        <p id={`${wordsId}-hint`} className="text-xs text-muted-foreground">
          {mismatch
            ? 'These words do not state the figure.'
            : 'Written from the figure as you type it; edit them if the report needs other wording.'}
        </p>
        {mismatch ? (
          <Button
            size="sm"
            variant="outline"
            className="w-fit"
            onClick={() => onUpdate((c) => setField(c, valueWordsKey(kind), autoWords(amount)))}
          >
            Write the words for {formatFieldValue({ type: 'money' }, amount)}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
