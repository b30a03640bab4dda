import { zodResolver } from '@hookform/resolvers/zod';
import { CONDITION_RATING_LABELS, CONDITION_RATINGS } from '@thamani/domain/condition';
import {
  VISIT_OBSERVATIONS_MAX_LENGTH,
  VISIT_REVIEW_NOTES_MAX_LENGTH,
  type VisitReview,
  type VisitReviewBody,
  VisitReviewBodySchema,
  type VisitReviewInput,
} from '@thamani/domain/visits';
import { useForm } from 'react-hook-form';
import { FieldError, fieldAria } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type VisitReviewFormProps = {
  saved: VisitReview | null;
  /** Resolves when the save settles; the caller toasts the outcome. */
  onSave: (body: VisitReviewBody) => Promise<void>;
};

/** Observations, a 1–5 condition rating and notes; saved as a draft or as the final review. */
export function VisitReviewForm({ saved, onSave }: VisitReviewFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VisitReviewInput, unknown, VisitReviewBody>({
    resolver: zodResolver(VisitReviewBodySchema),
    defaultValues: {
      observations: saved?.observations ?? '',
      conditionRating: saved ? String(saved.conditionRating) : undefined,
      notes: saved?.notes ?? '',
    },
  });
  const save = (draft: boolean) => handleSubmit((values) => onSave({ ...values, draft }));
  const ratingError = errors.conditionRating?.message;

  return (
    <form noValidate aria-label="Post-visit review" onSubmit={(e) => void save(false)(e)} className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor="review-observations">Observations</Label>
        <Textarea
          id="review-observations"
          rows={6}
          maxLength={VISIT_OBSERVATIONS_MAX_LENGTH}
          placeholder="Condition of the structure, finishes, services, access, neighbourhood…"
          {...fieldAria('review-observations', errors.observations?.message)}
          {...register('observations')}
        />
        <FieldError id="review-observations-error" message={errors.observations?.message} />
      </div>
      <fieldset className="grid gap-2" {...fieldAria('review-rating', ratingError)}>
        <legend className="mb-2 text-sm font-medium">Condition rating</legend>
        <div className="flex flex-wrap gap-2">
          {CONDITION_RATINGS.map((rating) => (
            <label
              key={rating}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                ratingError && 'border-destructive',
              )}
            >
              <input type="radio" value={String(rating)} className="accent-primary" {...register('conditionRating')} />
              {rating} – {CONDITION_RATING_LABELS[rating]}
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" message={ratingError} />
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="review-notes">Notes</Label>
        <Textarea
          id="review-notes"
          rows={4}
          maxLength={VISIT_REVIEW_NOTES_MAX_LENGTH}
          placeholder="Optional: anything for the report"
          {...fieldAria('review-notes', errors.notes?.message)}
          {...register('notes')}
        />
        <FieldError id="review-notes-error" message={errors.notes?.message} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={isSubmitting} onClick={(e) => void save(true)(e)}>
          Save Draft
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4 text-current" label="Saving review" /> : null}
          Save Review
        </Button>
      </div>
    </form>
  );
}
