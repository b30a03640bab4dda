import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DateFormField } from '@/components/form/date-form-field';
import { DateField } from './date-field';

function Form({ defaultDay, onSave }: { defaultDay: string; onSave: (day: string) => void }) {
  const { control, handleSubmit } = useForm<{ day: string }>({ defaultValues: { day: defaultDay } });
  return (
    <form onSubmit={(event) => void handleSubmit((values) => onSave(values.day))(event)}>
      <DateFormField id="day" label="Preferred date" control={control} name="day" hint="When a valuer could visit." />
      <button type="submit">Save</button>
    </form>
  );
}

describe('DateField', () => {
  it('gives the form the ISO day of a date typed day first, and rewrites it dd/mm/yyyy on leaving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form defaultDay="" onSave={onSave} />);
    const field = screen.getByLabelText('Preferred date');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(field).toHaveAccessibleDescription('When a valuer could visit. dd/mm/yyyy');

    await user.type(field, '4.12.2026');
    await user.tab();
    expect(field).toHaveValue('04/12/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('2026-12-04');

    await user.clear(field);
    await user.type(field, '04/12/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('2026-12-04');
  });

  it('shows an ISO default as dd/mm/yyyy', () => {
    render(<Form defaultDay="2026-12-04" onSave={vi.fn()} />);
    expect(screen.getByLabelText('Preferred date')).toHaveValue('04/12/2026');
  });

  it('passes text that is not a date on as typed, and an empty field as empty', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DateField id="d" aria-label="Day" value="" onValueChange={onValueChange} />);
    await user.type(screen.getByLabelText('Day'), '31/11/2026');
    expect(onValueChange).toHaveBeenLastCalledWith('31/11/2026');
    await user.clear(screen.getByLabelText('Day'));
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('as a filter, tells only of whole days and of clearing, never of a day half typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DateField id="d" aria-label="From" wholeDaysOnly value="" onValueChange={onValueChange} />);
    await user.type(screen.getByLabelText('From'), '04/12/202');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('From'), '6');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('2026-12-04');
    await user.clear(screen.getByLabelText('From'));
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('refuses a day after its latest allowed day, as a date input does', async () => {
    const user = userEvent.setup();
    render(<DateField id="d" aria-label="Day" value="" max="2026-11-28" onValueChange={vi.fn()} />);
    const field = screen.getByLabelText<HTMLInputElement>('Day');
    await user.type(field, '29/11/2026');
    expect(field.validationMessage).toBe('Choose a date on or before 28/11/2026.');
    await user.clear(field);
    await user.type(field, '28/11/2026');
    expect(field.validationMessage).toBe('');
  });
});
