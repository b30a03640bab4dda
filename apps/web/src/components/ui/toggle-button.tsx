import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type ToggleButtonProps = {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  className?: string;
  children: ReactNode;
};

/** An outline button that stays pressed while its option is on ("Actual size", "As printed"): aria-pressed says which. */
export function ToggleButton({ pressed, onPressedChange, className, children }: ToggleButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('min-h-11', className)}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
    >
      {children}
    </Button>
  );
}
