/**
 * The firm's books, for admins: what each invoice is owed and for how long (ageing on the Nairobi
 * calendar), when an unpaid invoice's client is reminded, a client's monthly statement, and the
 * CSV files an accountant is given. See docs/books.md.
 */

// The front door of @thamani/domain/books: the module's code lives in ./books/.
export * from './books/ageing.ts';
export * from './books/reminder-schedule.ts';
export * from './books/book-month.ts';
export * from './books/statement.ts';
export * from './books/receivables.ts';
export * from './books/csv.ts';
export * from './books/csv-filename.ts';
export * from './books/messages.ts';
export * from './books/contract.ts';
