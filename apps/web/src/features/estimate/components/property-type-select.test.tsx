import { PROPERTY_TYPE_LABELS } from '@thamani/domain/display';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROPERTY_TYPE_OPTION_LABELS, PropertyTypeSelect } from './property-type-select';
import { PropertyTypeSelectPlaceholder, SELECT_TRIGGER_CLASS_NAME } from './property-type-select-placeholder';

describe('the estimator select and its stand-in', () => {
  it('uses the domain labels', () => {
    expect(PROPERTY_TYPE_OPTION_LABELS).toEqual(PROPERTY_TYPE_LABELS);
  });

  it('stand-in trigger: same role, name, text and classes as the Radix trigger', () => {
    const { unmount } = render(
      <>
        <label htmlFor="t">Property Type</label>
        <PropertyTypeSelect id="t" value="" onValueChange={() => undefined} />
      </>,
    );
    const real = screen.getByRole('combobox', { name: 'Property Type' });
    const realClass = real.className;
    const realText = real.textContent;
    unmount();

    render(
      <>
        <label htmlFor="t">Property Type</label>
        <PropertyTypeSelectPlaceholder id="t" onOpen={() => undefined} />
      </>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Property Type' });
    expect(realClass).toBe(SELECT_TRIGGER_CLASS_NAME);
    expect(standIn.className).toBe(SELECT_TRIGGER_CLASS_NAME);
    expect(standIn.textContent).toBe(realText);
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
  });

  it('stand-in: a mouse press asks for the list at once (the real select may arrive before the press ends); a tap or a key on release', () => {
    const onOpen = vi.fn();
    render(
      <>
        <label htmlFor="t">Property Type</label>
        <PropertyTypeSelectPlaceholder id="t" onOpen={onOpen} />
      </>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Property Type' });
    fireEvent.pointerDown(standIn, { pointerType: 'touch', button: 0 });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.pointerDown(standIn, { pointerType: 'mouse', button: 2 });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.pointerDown(standIn, { pointerType: 'mouse', button: 0 });
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(standIn, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
