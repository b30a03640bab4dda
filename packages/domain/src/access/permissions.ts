/**
 * What a person may do, named by what is done rather than by who does it. A role is a set of
 * these (roles.ts); the server's guard and the rules in policies ask `can(actor, permission)`, and
 * the web asks the same to decide what it offers. A permission ending in `-any` reaches every
 * record of the firm; without it a person acts only on what is theirs — what they ordered, or
 * what they were assigned.
 */
export const PERMISSIONS = {
  'request:create': 'Order a valuation (for oneself, or on a client’s behalf)',
  'request:cancel-own': 'Cancel a valuation one ordered while it is pending or assigned',
  'workspace:enter': 'Open the valuers’ workspace: the queue, visits, inspections, reports, templates and the valuer’s details',
  'request:accept': 'Take an open request from the queue and work it as its valuer (release it, chat about it)',
  'visit:schedule': 'Book and move the site visit of a request one is assigned',
  'inspection:perform': 'Fill in and submit the inspection of one’s own site visit',
  'report:write': 'Start and edit the report of a request one is assigned',
  'request:read-any': 'See every request of the firm with its documents, visits, inspections, reports and uploads',
  'request:manage-any': 'Act on any request at any stage: release, cancel, correct its documents and property',
  'request:assign': 'Assign or reassign a request’s valuer',
  'report:review': 'Approve or send back a submitted report',
  'template:manage-any': 'Edit every report template, the firm’s included',
  'chat:support': 'Read and answer every conversation',
  'firm:manage': 'See and change the firm’s details',
  'invoice:pay-own': 'Pay the invoices of the valuations one ordered',
  'payment:manage-any': 'See every invoice, ask for any payment and record money received at the bank',
  'people:manage': 'See everyone’s account and change roles',
  'property:manage': 'Keep the register of properties',
  'audit:read': 'Read and export the audit log',
  'dashboard:firm': 'See the firm’s figures',
  'backup:manage': 'Take and restore backups',
  'system:operate': 'See the system’s health and jobs, retry a failed job, send a test e-mail',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
