import { KENYA_COUNTIES } from '@thamani/domain/counties';
import { PROPERTY_TYPE_LABELS } from '@thamani/domain/display';
import { PROPERTY_TYPES } from '@thamani/domain/estimate';
import type { CreateRequestBody } from '@thamani/domain/requests';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { RequestFormValues } from './request-form-values';

const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }));
// Alphabetical reads better in a picker than the constitutional county-code order.
const COUNTY_OPTIONS = [...KENYA_COUNTIES]
  .sort((a, b) => a.localeCompare(b, 'en'))
  .map((county) => ({ value: county, label: county }));

/** The property half of the /request form. Bedrooms are asked only for residential property. */
export function RequestPropertyFields({
  form,
}: {
  form: UseFormReturn<RequestFormValues, unknown, CreateRequestBody>;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const isResidential = watch('propertyType') === 'residential';

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">The property</legend>
      <TextField
        id="request-title"
        label="Property title"
        className="sm:col-span-2"
        placeholder="e.g. 3-bedroom house in Kilimani"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField
        id="request-property-type"
        label="Property type"
        placeholder="Select the property type"
        options={TYPE_OPTIONS}
        error={errors.propertyType?.message}
        {...register('propertyType')}
      />
      <SelectField
        id="request-county"
        label="County"
        placeholder="Select a county"
        options={COUNTY_OPTIONS}
        hint="Type the first letters to jump to a county."
        error={errors.county?.message}
        {...register('county')}
      />
      <TextField
        id="request-town"
        label="Town / area"
        placeholder="e.g. Westlands"
        autoComplete="address-level2"
        error={errors.town?.message}
        {...register('town')}
      />
      <TextField
        id="request-address"
        label="Address"
        placeholder="Street, estate or landmarks"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        id="request-lr-number"
        label="Plot / LR number (optional)"
        placeholder="e.g. LR No. 209/12345"
        autoComplete="off"
        hint="As written on the title deed or certificate of lease."
        error={errors.lrNumber?.message}
        {...register('lrNumber')}
      />
      <TextField
        id="request-size"
        label="Size (m²)"
        inputMode="decimal"
        placeholder="e.g. 450"
        autoComplete="off"
        hint="Land area, or floor area for an apartment or office."
        error={errors.sizeSqm?.message}
        {...register('sizeSqm')}
      />
      {isResidential ? (
        <TextField
          id="request-bedrooms"
          label="Bedrooms"
          inputMode="numeric"
          placeholder="e.g. 3"
          autoComplete="off"
          error={errors.bedrooms?.message}
          {...register('bedrooms')}
        />
      ) : null}
    </fieldset>
  );
}
