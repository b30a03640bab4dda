import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

type MoveButtonsProps = {
  /** What moves, in the buttons' names: "Move Location up". */
  name: string;
  index: number;
  count: number;
  onMove: (direction: 'up' | 'down') => void;
  buttonRef: (direction: 'up' | 'down') => (element: HTMLButtonElement | null) => void;
};

export function MoveButtons({ name, index, count, onMove, buttonRef }: MoveButtonsProps) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        ref={buttonRef('up')}
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove('up')}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        ref={buttonRef('down')}
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove('down')}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
