import type { AnswerValue, GpsAnswer } from '@thamani/domain/inspections';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const GEO_MESSAGES: Record<number, string> = {
  1: 'Location permission was refused. Allow location for this site in the browser settings.',
  2: 'The phone could not work out its position. Try again in the open.',
  3: 'Finding the position took too long. Try again.',
};

export function formatGps(gps: GpsAnswer): string {
  return `${gps.latitude.toFixed(6)}, ${gps.longitude.toFixed(6)} (± ${Math.round(gps.accuracyM)} m)`;
}

function isGps(value: unknown): value is GpsAnswer {
  return typeof value === 'object' && value !== null && 'latitude' in value && 'longitude' in value;
}

/** The property's position from the phone: "Use my location", then the coordinates and their accuracy. */
export function GpsField({
  id,
  value,
  readOnly,
  onChange,
}: {
  id: string;
  value: AnswerValue | null | undefined;
  readOnly: boolean;
  onChange: (value: GpsAnswer) => void;
}) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gps = isGps(value) ? value : null;

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setError('This browser cannot share its location.');
      return;
    }
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyM: position.coords.accuracy,
          capturedAt: new Date(position.timestamp || Date.now()).toISOString(),
        });
      },
      (failure) => {
        setLocating(false);
        setError(GEO_MESSAGES[failure.code] ?? 'The position could not be found.');
      },
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 },
    );
  };

  return (
    <div className="grid gap-2">
      <p id={id} className="text-sm" aria-live="polite">
        {gps ? formatGps(gps) : <span className="text-muted-foreground">No position recorded</span>}
      </p>
      {readOnly ? null : (
        <Button type="button" variant="outline" className="w-fit" onClick={locate} disabled={locating}>
          <LocateFixed aria-hidden="true" />
          {locating ? 'Finding your location…' : 'Use my location'}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
