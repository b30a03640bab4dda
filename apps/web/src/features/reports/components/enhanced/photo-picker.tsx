import type { ReportContent, ReportPhotoOption } from '@thamani/domain/reports';
import { ImageOff, Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addPhoto, CAPTION_MAX, movePhoto, removePhoto, setPhotoCaption } from './content-edits';
import { MoveButtons } from './move-buttons';
import { useMoveFocus } from './use-move-focus';

type PhotoPickerProps = {
  photos: ReportContent['photos'];
  options: ReportPhotoOption[];
  editable: boolean;
  update: (recipe: (content: ReportContent) => ReportContent) => void;
};

const optionName = (option: ReportPhotoOption | undefined, n: number) =>
  option?.suggestedCaption || `Inspection photo ${n}`;

/** The report's photos in print order, each with its caption, and the inspection's other photos to add. */
export function PhotoPicker({ photos, options, editable, update }: PhotoPickerProps) {
  const { buttonRef, moved, announcement } = useMoveFocus();
  const byId = new Map(options.map((o) => [o.documentId, o]));
  const chosen = new Set(photos.map((p) => p.documentId));
  const available = options.filter((o) => !chosen.has(o.documentId));

  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos in the report yet.</p>
      ) : (
        <ol aria-label="Photos in the report" className="grid gap-3">
          {photos.map((photo, index) => {
            const option = byId.get(photo.documentId);
            const name = `photo ${index + 1}`;
            return (
              <li
                key={photo.documentId}
                className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3 rounded-md border p-2 sm:grid-cols-[6rem_minmax(0,1fr)]"
              >
                <Thumbnail option={option} />
                <div className="grid gap-2">
                  {photo.section ? (
                    <p className="text-xs text-muted-foreground">Printed under {photo.section}</p>
                  ) : null}
                  {editable ? (
                    <CaptionField
                      label={`Caption of photo ${index + 1}`}
                      value={photo.caption}
                      onChange={(caption) => update(setPhotoCaption(photo.documentId, caption))}
                    />
                  ) : (
                    <p className="text-sm wrap-anywhere">
                      <span className="font-medium">Photo {index + 1}</span>
                      {photo.caption ? `: ${photo.caption}` : ''}
                    </p>
                  )}
                  {editable ? (
                    <div className="flex flex-wrap gap-1">
                      <MoveButtons
                        name={name}
                        index={index}
                        count={photos.length}
                        buttonRef={(direction) => buttonRef(photo.documentId, direction)}
                        onMove={(direction) => {
                          const to = direction === 'up' ? index - 1 : index + 1;
                          update(movePhoto(photo.documentId, to));
                          moved(photo.documentId, direction, `Moved photo ${index + 1} to position ${to + 1}`);
                        }}
                      />
                      <Button
                        variant="outline"
                        size="sm"
                        className="min-h-11 sm:min-h-9"
                        aria-label={`Remove ${name}`}
                        onClick={() => update(removePhoto(photo.documentId))}
                      >
                        <X aria-hidden="true" />
                        Remove
                      </Button>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {editable && available.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">Inspection photos</h4>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {available.map((option) => {
              const n = options.indexOf(option) + 1;
              return (
                <li key={option.documentId} className="grid gap-1 rounded-md border p-2">
                  <Thumbnail option={option} />
                  <p className="line-clamp-2 text-xs wrap-anywhere">{optionName(option, n)}</p>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="min-h-11 sm:min-h-8"
                    aria-label={`Add photo: ${optionName(option, n)}`}
                    onClick={() => update(addPhoto(option))}
                  >
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {editable && options.length === 0 ? (
        <p className="text-sm text-muted-foreground">The inspection has no photos.</p>
      ) : null}
    </div>
  );
}

function Thumbnail({ option }: { option: ReportPhotoOption | undefined }) {
  if (!option) {
    return (
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded-sm bg-muted text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-5" />
        <span className="sr-only">This photo is no longer available</span>
      </div>
    );
  }
  return (
    <img src={option.url} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-sm bg-muted object-cover" />
  );
}

function CaptionField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} maxLength={CAPTION_MAX} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
