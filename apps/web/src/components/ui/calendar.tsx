import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { DayPicker, getDefaultClassNames } from 'react-day-picker';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A month calendar (react-day-picker): a grid of day buttons, arrow keys move between days,
 * Page Up/Down between months, Enter or Space picks. Pass `timeZone` to show another zone's days.
 */
export function Calendar({ className, classNames, ...props }: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays
      className={cn('w-fit rounded-md border bg-background p-1 sm:p-3', className)}
      classNames={{
        root: cn(defaults.root),
        months: 'relative flex flex-col gap-4',
        month: 'grid gap-4',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-10 aria-disabled:opacity-50 sm:size-8',
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-10 aria-disabled:opacity-50 sm:size-8',
        ),
        month_caption: 'flex h-10 items-center justify-center sm:h-8',
        caption_label: 'text-sm font-medium',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-[0.8rem] sm:w-9 font-normal text-muted-foreground',
        week: 'mt-1 flex w-full',
        // 40 px touch targets on phones (seven fit 360 px), the compact 36 px from `sm` up.
        day: 'relative size-10 p-0 text-center text-sm sm:size-9',
        day_button: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-10 font-normal aria-selected:opacity-100 sm:size-9',
        ),
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground',
        today: '[&>button]:border [&>button]:border-primary',
        outside: 'text-muted-foreground',
        disabled: 'text-muted-foreground opacity-40 [&>button]:line-through',
        hidden: 'invisible',
        focused: '',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeftIcon aria-hidden="true" className="size-4" />
          ) : (
            <ChevronRightIcon aria-hidden="true" className="size-4" />
          ),
      }}
      {...props}
    />
  );
}
