import { PROPERTY_TYPES, type PropertyType } from '@thamani/domain/estimate';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PROPERTY_TYPE_PLACEHOLDER } from './property-type-select-placeholder';

type PropertyTypeSelectProps = {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Open on mount: someone pressed the stand-in trigger while this chunk was loading. */
  defaultOpen?: boolean;
};

/**
 * The estimator's Radix select. Loaded on its own (React.lazy in quick-estimate.tsx): Radix
 * Select with its popper and focus/scroll locks is ~30 KB gzip, more than the rest of the home
 * page, and nobody needs it before the page has painted.
 */
/**
 * domain/display's PROPERTY_TYPE_LABELS (a test keeps them equal). Not imported: domain/display
 * imports domain/visits for its date helpers, and with it zod, which the home page otherwise
 * never loads.
 */
export const PROPERTY_TYPE_OPTION_LABELS: Record<PropertyType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  land: 'Land',
};

export function PropertyTypeSelect({ id, value, onValueChange, defaultOpen }: PropertyTypeSelectProps) {
  return (
    <Select name="propertyType" value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id}>
        <SelectValue placeholder={PROPERTY_TYPE_PLACEHOLDER} />
      </SelectTrigger>
      <SelectContent>
        {PROPERTY_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {PROPERTY_TYPE_OPTION_LABELS[type]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
