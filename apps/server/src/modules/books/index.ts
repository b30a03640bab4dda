/**
 * The books area's front door: the firm's invoices, what is owed by age, client statements, CSV
 * for the accountant, and payment reminders (a daily job and an admin's "send now"). It reads
 * the invoices and payments tables; requests only through the requests front door. Other
 * modules import only this file.
 */
export { registerBooks } from './books.routes.ts';
export { BOOKS_REMINDERS_JOB, sendDueReminders } from './reminders.job.ts';
