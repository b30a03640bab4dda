import { defineMessages, withParams } from './messages/define.ts';

/** Every user-facing text the spec names, word for word. Both sides import from here. */
export const AUTH_MESSAGES = defineMessages('auth', {
  signedInTitle: 'Signed in successfully',
  signedInDescription: 'Welcome back!',
  signInErrorTitle: 'Error signing in',
  signUpErrorTitle: 'Error signing up',
  signUpSuccessTitle: 'Sign up successful',
  signUpSuccessDescription: 'Please check your email for the confirmation link.',
  signedOutTitle: 'Signed out',
  signedOutSuccessTitle: 'Signed out successfully',
  signedOutDescription: 'You have been signed out.',
  signOutErrorTitle: 'Error signing out',
  roleChanging: withParams(
    (p: { role: string }) => `Changing role to ${p.role}...`,
    (role: string) => ({ role }),
  ),
  roleChanged: withParams(
    (p: { role: string }) => `Role changed to ${p.role}`,
    (role: string) => ({ role }),
  ),
  roleChangedNote: 'You may need to navigate to another page to see the changes take effect.',
  roleUpdatedTitle: 'Role updated',
  roleUpdatedDescription: withParams(
    (p: { role: string }) => `Your role has been updated to ${p.role}. Please sign back in to refresh your session.`,
    (role: string) => ({ role }),
  ),
  roleUpdateError: 'Error updating role',
  roleChangeFailedTitle: 'Failed to change role',
  roleChangeFailedDescription: 'Please try again or log out and log back in.',
  noUserLoggedIn: 'No user is currently logged in',
  roleSelfServiceOff: 'Role changes are made by an admin.',
  ensureProfileError: withParams(
    (p: { detail: string }) => `Error ensuring profile exists: ${p.detail}`,
    (detail: string) => ({ detail }),
  ),
  ensureRoleError: withParams(
    (p: { detail: string }) => `Error ensuring user role exists: ${p.detail}`,
    (detail: string) => ({ detail }),
  ),
});

/** The session messages, mapped to the situations they describe. */
export const SESSION_MESSAGES = defineMessages('session', {
  sessionFetchFailed: 'Authentication error. Please try logging in again.',
  noActiveSession: 'No active session found. Please log in.',
  validationFailed: 'Authentication validation failed. Please try logging in again.',
  validateFailed: 'Failed to validate authentication',
  permissionsCheckFailedTitle: 'Authentication error',
  permissionsCheckFailedDescription: 'Failed to validate your permissions',
});

/** What the route guards say when they turn a visitor away. */
export const GUARD_MESSAGES = defineMessages('guard', {
  signInRequired: 'Please sign in to access this page',
  accessDeniedTitle: 'Access denied',
  agentRequired: 'You need agent privileges to access this area',
  adminRequired: 'You need admin privileges to access this area',
  sessionLacksAdmin: 'Your session does not have admin privileges. You will be signed out.',
});

export const VALIDATION_MESSAGES = defineMessages('validation', {
  email: 'Please enter a valid email address.',
  password: 'Password must be at least 6 characters.',
  fullName: 'Full name must be at least 3 characters.',
  confirmPassword: 'Confirm password must be at least 6 characters.',
  passwordsDontMatch: "Passwords don't match",
  visitDate: 'Please select a date',
  visitTime: 'Please select a time',
  visitSignedIn: 'You must be logged in to schedule a visit',
});

export const VISIT_MESSAGES = defineMessages('visit', {
  missingInfo: 'Missing required information to schedule visit',
  noProperty: 'No property information provided',
  scheduleFailed: withParams(
    (p: { message: string | null }) => `Failed to schedule visit: ${p.message ?? 'Unknown error'}`,
    (message?: string) => ({ message: message ?? null }),
  ),
  agentProfileMissing: "Couldn't fetch agent profile",
  scheduled: 'Site visit scheduled successfully',
  invalidDate: 'Invalid date',
});

export const NOT_FOUND_MESSAGES = defineMessages('notFoundPage', {
  title: 'Oops! Page not found',
  returnHome: 'Return to Home',
});

/** Field messages shared by several forms (phone, plot/LR number, county). */
export const FIELD_MESSAGES = defineMessages('fields', {
  phone: 'Enter a Kenyan phone number, e.g. +254 712 345 678',
  lrNumber: 'Enter the plot or LR number as on the title, e.g. LR No. 209/12345 or Nairobi/Block 82/1234',
  county: 'Choose a county',
});

/** The /request form and the request actions: plain words, shown on the field they concern. */
export const REQUEST_MESSAGES = defineMessages('requestForm', {
  title: 'Enter a title of at least 3 characters, e.g. "3-bedroom house in Kilimani"',
  titleTooLong: 'Keep the title to 120 characters or fewer',
  propertyType: 'Choose the property type',
  town: 'Enter the town or area, e.g. Westlands',
  townTooLong: 'Keep the town or area to 80 characters or fewer',
  address: 'Enter the address or directions to the property',
  addressTooLong: 'Keep the address to 200 characters or fewer',
  sizeSqm: 'Enter the size in square metres, e.g. 450',
  sizeTooLarge: 'The size cannot be more than 10,000,000 square metres',
  bedrooms: 'Enter the number of bedrooms',
  bedroomsRange: 'Enter the number of bedrooms as a whole number from 0 to 100',
  purpose: 'Choose what the valuation is for',
  preferredDate: 'Choose a preferred date',
  preferredDatePast: 'The preferred date cannot be in the past',
  notesTooLong: 'Keep the notes to 2,000 characters or fewer',
  agentId: 'Choose an agent',
  cancelReasonTooLong: 'Keep the reason to 500 characters or fewer',
});

/** Scheduling, rescheduling, cancelling and reviewing a site visit (beyond the spec's own texts). */
export const VISIT_FORM_MESSAGES = defineMessages('visitForm', {
  weekend: 'Site visits are on weekdays only. Please select a date from Monday to Friday',
  pastDate: 'Please select today or a later date',
  slot: 'Please select one of the listed times',
  pastTime: 'That time has already passed. Please select a later time',
  duration: 'Please select a duration of 30, 60, 90 or 120 minutes',
  notesTooLong: 'Keep the notes to 1,000 characters or fewer',
  cancelReason: 'Give a reason of at least 3 characters',
  cancelReasonTooLong: 'Keep the reason to 500 characters or fewer',
  observations: 'Describe what you observed on site',
  observationsTooLong: 'Keep the observations to 5,000 characters or fewer',
  conditionRating: 'Choose a condition rating from 1 (poor) to 5 (excellent)',
  reviewNotesTooLong: 'Keep the notes to 2,000 characters or fewer',
});

/** Toasts and states of the client's request pages (/request, /my-requests/:id). */
export const REQUEST_TOAST_MESSAGES = defineMessages('requestToasts', {
  submitted: 'Valuation request submitted',
  submittedDescription: 'We will assign a valuer and let you know when your site visit is booked.',
  submitFailed: 'Could not submit your request',
  fixFields: 'Please correct the highlighted fields.',
  cancelled: 'Request cancelled',
  cancelFailed: 'Could not cancel the request',
  notFound: 'Request not found',
});

/** Input the database cannot store as given (NUL characters, broken UTF-16) or cannot read back. */
export const INPUT_MESSAGES = defineMessages('input', {
  unstorableText: 'This text contains characters that cannot be saved. Please retype it.',
  invalidCursor: 'Invalid cursor',
  instantOutOfRange: 'Enter a date and time between the years 1 and 9999',
});

/** What the server and the web's API client answer about a call itself, whatever its area. */
export const HTTP_MESSAGES = defineMessages('http', {
  somethingWentWrong: 'Something went wrong. Please try again.',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  routeNotFound: withParams(
    (p: { method: string; path: string }) => `Route ${p.method} ${p.path} not found`,
    (method: string, path: string) => ({ method, path }),
  ),
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  bodyNotJson: 'The request body must be JSON.',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  /** A page or call from an address the server does not answer for (sign-in, sign-up, any write). */
  siteIsElsewhere: withParams(
    (p: { publicUrl: string }) => `This site is at ${p.publicUrl} — open it there and try again.`,
    (publicUrl: string) => ({ publicUrl }),
  ),
  networkError: 'Could not reach the server. Check your connection and try again.',
  badResponse: 'The server sent an unexpected response.',
  requestFailed: withParams(
    (p: { status: number }) => `Request failed with status ${p.status}`,
    (status: number) => ({ status }),
  ),
});

export const siteIsElsewhereMessage = HTTP_MESSAGES.siteIsElsewhere;
