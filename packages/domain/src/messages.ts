/** Every user-facing text the spec names, word for word. Both sides import from here. */
export const AUTH_MESSAGES = {
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
  roleChanging: (role: string) => `Changing role to ${role}...`,
  roleChanged: (role: string) => `Role changed to ${role}`,
  roleChangedNote: 'You may need to navigate to another page to see the changes take effect.',
  roleUpdatedTitle: 'Role updated',
  roleUpdatedDescription: (role: string) =>
    `Your role has been updated to ${role}. Please sign back in to refresh your session.`,
  roleUpdateError: 'Error updating role',
  roleChangeFailedTitle: 'Failed to change role',
  roleChangeFailedDescription: 'Please try again or log out and log back in.',
  noUserLoggedIn: 'No user is currently logged in',
  roleSelfServiceOff: 'Role changes are made by an admin.',
  ensureProfileError: (detail: string) => `Error ensuring profile exists: ${detail}`,
  ensureRoleError: (detail: string) => `Error ensuring user role exists: ${detail}`,
} as const;

/** Spec point 8: the session messages, mapped to the situations they describe. */
export const SESSION_MESSAGES = {
  sessionFetchFailed: 'Authentication error. Please try logging in again.',
  noActiveSession: 'No active session found. Please log in.',
  validationFailed: 'Authentication validation failed. Please try logging in again.',
  validateFailed: 'Failed to validate authentication',
  permissionsCheckFailedTitle: 'Authentication error',
  permissionsCheckFailedDescription: 'Failed to validate your permissions',
} as const;

/** Spec point 6: guard messages. */
export const GUARD_MESSAGES = {
  signInRequired: 'Please sign in to access this page',
  accessDeniedTitle: 'Access denied',
  agentRequired: 'You need agent privileges to access this area',
  adminRequired: 'You need admin privileges to access this area',
  sessionLacksAdmin: 'Your session does not have admin privileges. You will be signed out.',
} as const;

export const VALIDATION_MESSAGES = {
  email: 'Please enter a valid email address.',
  password: 'Password must be at least 6 characters.',
  fullName: 'Full name must be at least 3 characters.',
  confirmPassword: 'Confirm password must be at least 6 characters.',
  passwordsDontMatch: "Passwords don't match",
  visitDate: 'Please select a date',
  visitTime: 'Please select a time',
  visitSignedIn: 'You must be logged in to schedule a visit',
} as const;

export const VISIT_MESSAGES = {
  missingInfo: 'Missing required information to schedule visit',
  noProperty: 'No property information provided',
  scheduleFailed: (message?: string) => `Failed to schedule visit: ${message ?? 'Unknown error'}`,
  agentProfileMissing: "Couldn't fetch agent profile",
  scheduled: 'Site visit scheduled successfully',
  invalidDate: 'Invalid date',
} as const;

export const NOT_FOUND_MESSAGES = {
  title: 'Oops! Page not found',
  returnHome: 'Return to Home',
} as const;
