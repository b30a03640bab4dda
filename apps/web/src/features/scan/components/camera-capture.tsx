import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

type Props = { onCapture: (video: HTMLVideoElement) => void; onClose: () => void };

export const NO_CAMERA_MESSAGE = 'No camera is available here. Upload a photo of the page instead.';

/** The rear camera's picture with a capture button; says so when there is no camera or it is refused. */
export function CameraCapture({ onCapture, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(NO_CAMERA_MESSAGE);
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } }, audio: false })
      .then(async (s) => {
        stream = s;
        if (cancelled || !video.current) {
          s.getTracks().forEach((t) => t.stop());
          return;
        }
        video.current.srcObject = s;
        await video.current.play();
        setReady(true);
      })
      .catch((e: unknown) => {
        const refused = e instanceof DOMException && e.name === 'NotAllowedError';
        setError(refused ? 'The camera was not allowed. Allow it in the browser, or upload a photo instead.' : NO_CAMERA_MESSAGE);
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="grid gap-3">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <video ref={video} className="w-full max-w-md rounded border border-border bg-black" playsInline muted aria-label="Camera picture" />
      )}
      <div className="flex flex-wrap gap-2">
        {!error && (
          <Button disabled={!ready} onClick={() => video.current && onCapture(video.current)}>
            Capture
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          Close camera
        </Button>
      </div>
    </div>
  );
}
