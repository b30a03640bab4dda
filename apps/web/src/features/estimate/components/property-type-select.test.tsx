import { PROPERTY_TYPE_LABELS } from '@thamani/domain/display';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
