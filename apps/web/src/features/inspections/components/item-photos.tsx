import type { InspectionPhoto } from '@thamani/domain/inspections';
import { Camera, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { OutboxEntry, PhotoEntry } from '../lib/outbox';

export type PhotoRef = { clientId: string; photoId: string | null };

type ItemPhotosProps = {
  itemLabel: string;
  photos: InspectionPhoto[];
  pending: Array<OutboxEntry & PhotoEntry>;
  progress: Record<string, number>;
  readOnly: boolean;
  onAdd: (files: File[]) => void;
  onCaption: (photo: PhotoRef, caption: string | null) => void;
  onRemove: (photo: PhotoRef) => void;
};

/** An item's photos: the camera opens straight away, several at a time; each with a caption. */
export function ItemPhotos({
  itemLabel,
  photos,
  pending,
  progress,
  readOnly,
  onAdd,
  onCaption,
  onRemove,
}: ItemPhotosProps) {
  const input = useRef<HTMLInputElement>(null);
  const count = photos.length + pending.length;
  if (readOnly && count === 0) {
    return null;
  }
  return (
    <div className="grid gap-2">
      {count > 0 ? (
        <ul aria-label={`Photos of ${itemLabel}`} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              name={`photo ${index + 1} of ${itemLabel}`}
              src={photo.url}
              caption={photo.caption}
              readOnly={readOnly}
              onCaption={(caption) => onCaption({ clientId: photo.clientId, photoId: photo.id }, caption)}
              onRemove={() => onRemove({ clientId: photo.clientId, photoId: photo.id })}
            />
          ))}
          {pending.map((entry, index) => (
            <PendingTile
              key={entry.clientId}
              entry={entry}
              name={`photo ${photos.length + index + 1} of ${itemLabel}`}
              progress={progress[entry.clientId]}
              readOnly={readOnly}
              onCaption={(caption) => onCaption({ clientId: entry.clientId, photoId: null }, caption)}
              onRemove={() => onRemove({ clientId: entry.clientId, photoId: null })}
            />
          ))}
        </ul>
      ) : null}
      {readOnly ? null : (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            hidden
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length > 0) {
                onAdd(files);
              }
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="min-h-11 w-fit sm:min-h-8"
            onClick={() => input.current?.click()}
          >
            <Camera aria-hidden="true" />
            Add photos<span className="sr-only"> of {itemLabel}</span>
          </Button>
        </>
      )}
    </div>
  );
}

function PendingTile({
  entry,
  progress,
  ...rest
}: Omit<TileProps, 'src' | 'caption' | 'status'> & { entry: PhotoEntry; progress: number | undefined }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([entry.bytes], { type: entry.type }));
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [entry.bytes, entry.type]);
  const status =
    progress === undefined ? (
      <span className="text-xs text-muted-foreground">Waiting to upload</span>
    ) : (
      <progress className="h-2 w-full accent-primary" max={1} value={progress} aria-label={`Uploading ${rest.name}`} />
    );
  return <PhotoTile {...rest} src={src} caption={entry.caption} status={status} />;
}

type TileProps = {
  name: string;
  src: string | null;
  caption: string | null;
  readOnly: boolean;
  status?: React.ReactNode;
  onCaption: (caption: string | null) => void;
  onRemove: () => void;
};

function PhotoTile({ name, src, caption, readOnly, status, onCaption, onRemove }: TileProps) {
  const [text, setText] = useState(caption ?? '');
  const commit = () => {
    const next = text.trim() === '' ? null : text.trim();
    if (next !== (caption ?? null)) {
      onCaption(next);
    }
  };
  return (
    <li className="grid content-start gap-1 rounded-md border p-1">
      <div className="relative aspect-square overflow-hidden rounded bg-muted">
        {src ? (
          <img src={src} alt={caption ? `${caption} (${name})` : name} className="size-full object-cover" />
        ) : null}
        {readOnly ? null : (
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute top-1 right-1 size-9"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {status}
      {readOnly ? (
        caption ? (
          <p className="text-xs wrap-anywhere">{caption}</p>
        ) : null
      ) : (
        <Input
          aria-label={`Caption for ${name}`}
          placeholder="Caption"
          value={text}
          maxLength={200}
          className="h-9 text-sm"
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
      )}
    </li>
  );
}
