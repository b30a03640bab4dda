/** The id of the "Your valuer details" card on the drafts page: a report's checks link to it. */
export const VALUER_DETAILS_ANCHOR = 'valuer-details';
