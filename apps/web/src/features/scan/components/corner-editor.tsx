import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { CORNER_NAMES, keyboardStep, moveCorner, type Point, type Quad } from '../lib/geometry';

type Props = { imageUrl: string; width: number; height: number; quad: Quad; onChange: (quad: Quad) => void };

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The photo with the page's four corners as handles: drag them (mouse, touch, pen), or focus one
 * and move it with the arrow keys (Shift moves ten times further). Handles stay inside the photo.
 */
export function CornerEditor({ imageUrl, width, height, quad, onChange }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const dragging = useRef<number | null>(null);

  function toImage(event: PointerEvent): Point | null {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) {
      return null;
    }
    return { x: ((event.clientX - rect.left) / rect.width) * width, y: ((event.clientY - rect.top) / rect.height) * height };
  }

  function onPointerMove(event: PointerEvent) {
    const index = dragging.current;
    const to = toImage(event);
    if (index !== null && to) {
      onChange(moveCorner(quad, index, to, width, height));
    }
  }

  function onKeyDown(index: number, event: KeyboardEvent) {
    const arrow = ARROWS[event.key];
    if (!arrow) {
      return;
    }
    event.preventDefault();
    const step = keyboardStep(width, height, event.shiftKey);
    const at = quad[index] ?? { x: 0, y: 0 };
    onChange(moveCorner(quad, index, { x: at.x + arrow.x * step, y: at.y + arrow.y * step }, width, height));
  }

  const outline = quad.map((p) => `${p.x},${p.y}`).join(' ');
  return (
    <div className="grid gap-2">
      <p id={hintId} className="text-sm text-muted-foreground">
        Drag each corner onto the corner of the paper, or focus a corner and use the arrow keys (hold Shift to move further).
      </p>
      {/* Room around the photo so a handle on its edge stays on screen. */}
      <div className="mx-auto w-full max-w-md p-5">
        <div ref={box} className="relative touch-none select-none" onPointerMove={onPointerMove} onPointerUp={() => (dragging.current = null)}>
          <img src={imageUrl} alt="The photo of the page" className="block h-auto w-full" draggable={false} />
          <svg className="pointer-events-none absolute inset-0 size-full" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
            <polygon points={outline} className="fill-primary/15 stroke-primary" strokeWidth={Math.max(width, height) / 250} />
          </svg>
          {quad.map((p, index) => (
            <button
              key={CORNER_NAMES[index]}
              type="button"
              aria-label={CORNER_NAMES[index]}
              aria-describedby={hintId}
              data-x={Math.round(p.x)}
              data-y={Math.round(p.y)}
              className="absolute size-11 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none rounded-full border-2 border-primary-foreground bg-primary/70 shadow focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ring"
              style={{ left: `${(p.x / width) * 100}%`, top: `${(p.y / height) * 100}%` }}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                dragging.current = index;
              }}
              onPointerMove={onPointerMove}
              onPointerUp={() => (dragging.current = null)}
              onKeyDown={(event) => onKeyDown(index, event)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
