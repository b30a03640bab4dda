import type { County } from '@thamani/domain/counties';
import type { PropertyType } from '@thamani/domain/estimate';
import type { CreateRequestBody, RequestPurpose } from '@thamani/domain/requests';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateRequestSchema } from '@thamani/domain/requests';
import type { RequestPrefill } from '../request-prefill';

/** What the /request form holds: text as typed, '' for an unchosen select. */
export type RequestFormValues = {
  title: string;
  propertyType: PropertyType | '';
  county: County | '';
  town: string;
  address: string;
  lrNumber: string;
  sizeSqm: string;
  bedrooms: string;
  purpose: RequestPurpose | '';
  preferredDate: string;
  contactPhone: string;
  notes: string;
  /** The value the client expects, as typed ("12,000,000"); '' when not given. */
  expectedValue: string;
};

export const REQUEST_FORM_FIELDS = [
  'title',
  'propertyType',
  'county',
  'town',
  'address',
  'lrNumber',
  'sizeSqm',
  'bedrooms',
  'purpose',
  'preferredDate',
  'contactPhone',
  'notes',
  'expectedValue',
] as const satisfies readonly (keyof RequestFormValues)[];

export function isRequestFormField(name: string): name is keyof RequestFormValues {
  return (REQUEST_FORM_FIELDS as readonly string[]).includes(name);
}

export function requestFormDefaults(prefill: RequestPrefill | null): RequestFormValues {
  return {
    title: '',
    propertyType: prefill?.propertyType ?? '',
    county: prefill?.county ?? '',
    town: prefill?.town ?? '',
    address: '',
    lrNumber: prefill?.lrNumber ?? '',
    sizeSqm: prefill?.sizeSqm ?? '',
    bedrooms: '',
    purpose: '',
    preferredDate: '',
    contactPhone: '',
    notes: '',
    expectedValue: '',
  };
}

/**
 * The shared schema checks the form; its input type is looser than the form's strings ('' for
 * an unchosen select), hence the cast — the rules themselves live only in @thamani/domain.
 */
export const requestFormResolver = zodResolver(CreateRequestSchema) as unknown as Resolver<
  RequestFormValues,
  unknown,
  CreateRequestBody
>;
