/**
 * People and roles in the admin area (/admin/users): the rules' messages. The contract of the
 * admin people routes lives here too.
 */
export const PEOPLE_MESSAGES = {
  /** Shown at sign-in (after a correct password) to someone whose account is deactivated. */
  deactivatedSignIn: 'This account has been deactivated. Contact the firm if you think this is a mistake.',
  lastAdmin: 'This is the last active admin: make someone else an admin first.',
  ownAdminRole: 'You cannot remove your own admin role. Ask another admin to do it.',
  ownDeactivation: 'You cannot deactivate your own account.',
} as const;
