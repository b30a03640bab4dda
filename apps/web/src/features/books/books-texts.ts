import { formatKsh } from '@thamani/domain/money';

/** Every word /admin/books shows. */
export const BOOKS_TEXTS = {
  title: 'Books',
  intro:
    'What clients owe and for how long, every invoice with its reminders, and monthly statements for client organisations.',
  sectionsLabel: 'Sections of the books',
  tabs: { receivables: 'Receivables', invoices: 'Invoices', statement: 'Statement' },

  receivables: {
    heading: 'What is owed, by age',
    asOf: (day: string) => `Ages counted to ${day} (Nairobi).`,
    tableCaption: 'What each client owes, by days since the invoice was issued',
    client: 'Client',
    invoices: 'Invoices',
    total: 'Total owed',
    allClients: 'All clients',
    nothingOwed: 'Nothing is owed',
    nothingOwedHint: 'Every invoice issued is paid or cancelled by a credit note.',
    loading: 'Loading what is owed',
    individual: 'Individual client',
    organisation: 'Client organisation',
  },

  invoices: {
    heading: 'Invoices',
    filtersLabel: 'Filter the invoices',
    status: 'Status',
    anyStatus: 'Any status',
    organisation: 'Client organisation',
    anyOrganisation: 'Any client',
    issuedFrom: 'Issued from',
    issuedTo: 'Issued to',
    clear: 'Clear filters',
    tableCaption: 'Invoices, newest issued first',
    listLabel: 'Invoices',
    number: 'Invoice',
    request: 'Request',
    client: 'Client',
    buyer: 'Buyer',
    issued: 'Issued',
    total: 'Total',
    paid: 'Paid',
    credited: 'Credited',
    balance: 'Balance',
    age: 'Days outstanding',
    status_: 'Status',
    reminders: 'Reminders',
    actions: 'Actions',
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    settled: 'Settled',
    remindersSent: (count: number, last: string | null) =>
      count === 0 ? 'None sent' : `${count} sent${last ? `, last ${last}` : ''}`,
    none: 'No invoice matches these filters',
    noneHint: 'Widen the dates or clear a filter to see more.',
    loading: 'Loading invoices',
    unknownFilter: 'This address holds a filter the list does not know. Clear the filters to start again.',
  },

  remind: {
    button: 'Send reminder',
    buttonFor: (number: string) => `Send a payment reminder for ${number}`,
    sending: 'Sending…',
    sent: (to: string) => `Reminder sent to ${to}`,
    failed: 'The reminder could not be sent',
  },

  statement: {
    heading: 'Statement',
    formLabel: 'Choose a statement',
    organisation: 'Client organisation',
    chooseOrganisation: 'Choose a client organisation',
    month: 'Month',
    noOrganisations:
      'No client organisation has ordered a valuation yet: statements are for banks and companies with an account.',
    pick: 'Choose a client organisation and a month to see its statement.',
    tableCaption: (name: string, month: string) => `Statement of ${name} for ${month}`,
    date: 'Date',
    entry: 'Entry',
    reference: 'Reference',
    charged: 'Charged',
    received: 'Received',
    balance: 'Balance',
    opening: (day: string) => `Opening balance on ${day}`,
    closing: (day: string) => `Closing balance on ${day}`,
    totals: (invoiced: number, paid: number, credited: number) =>
      `Invoiced ${formatKsh(invoiced)} · received ${formatKsh(paid)}${credited > 0 ? ` · credited ${formatKsh(credited)}` : ''}`,
    nothingInMonth: 'No invoice or payment in this month.',
    loading: 'Loading the statement',
  },

  downloads: {
    heading: 'Download for the accountant',
    intro: 'CSV files open in any spreadsheet.',
    invoices: 'Download invoices CSV',
    invoicesHint: 'With the filters of the Invoices tab.',
    paymentsFrom: 'Payments received from',
    paymentsTo: 'Payments received to',
    payments: 'Download payments CSV',
  },
} as const;

/** A balance as a statement writes it: money the client paid ahead shows as a credit. */
export function formatBalance(amount: number): string {
  return amount < 0 ? `${formatKsh(-amount)} in credit` : formatKsh(amount);
}
