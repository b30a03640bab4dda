import { INVOICING_MESSAGES as M } from './messages.ts';

/**
 * An item as eTIMS knows it: the firm registers each item once (saveItem) and every sale line
 * names it by its code. A code is KE, the kind (3: a service), the packaging and quantity units
 * and a serial; the class is KRA's item classification (UNSPSC-based). These two are the codes
 * the firm is expected to register; an item registered under other codes is passed in its place.
 */
export interface EtimsItem {
  code: string;
  classCode: string;
  name: string;
}

/** Real estate appraisal and valuation services. */
const VALUATION_CLASS = '80131802';

export const VALUATION_FEE_ITEM: EtimsItem = {
  code: 'KE3NTU0000001',
  classCode: VALUATION_CLASS,
  name: M.valuationFee,
};
export const DISBURSEMENTS_ITEM: EtimsItem = {
  code: 'KE3NTU0000002',
  classCode: VALUATION_CLASS,
  name: M.disbursements,
};

/** A service has no package: eTIMS's "NT" (net) packaging and "U" (piece/item) quantity. */
export const SERVICE_PACKAGING_UNIT = 'NT';
export const SERVICE_QUANTITY_UNIT = 'U';
