import { describe, expect, it } from 'vitest';
import { PermanentJobError } from './jobs/job-queue.ts';
import { describeSmtpFailure } from './mail-transport.ts';

const smtpError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? 'failed')), fields);

describe('describeSmtpFailure', () => {
  it('fails a 5xx refusal of the mail for good, in the server’s words', () => {
    const error = describeSmtpFailure(
      smtpError({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such mailbox' }),
    );
    expect(error).toBeInstanceOf(PermanentJobError);
    expect(error.message).toBe('The SMTP server refused this mail for good: 550 5.1.1 No such mailbox');
  });

  it('retries a refused login (5xx too), naming what to check', () => {
    const error = describeSmtpFailure(
      smtpError({ code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Authentication credentials invalid' }),
    );
    expect(error).not.toBeInstanceOf(PermanentJobError);
    expect(error.message).toBe(
      'The SMTP server refused the login: 535 5.7.8 Authentication credentials invalid. Check the user and password in SMTP_URL.',
    );
  });

  it('retries a 4xx deferral, an unreachable server and an untrusted certificate', () => {
    expect(describeSmtpFailure(smtpError({ responseCode: 451, response: 'Try later' })).message).toBe(
      'The SMTP server deferred this mail: 451 Try later. It will be tried again.',
    );
    const down = describeSmtpFailure(smtpError({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' }));
    expect(down).not.toBeInstanceOf(PermanentJobError);
    expect(down.message).toBe('The SMTP server could not be reached: connect ECONNREFUSED 127.0.0.1:25');
    expect(describeSmtpFailure(smtpError({ code: 'ESOCKET', message: 'self-signed certificate' })).message).toMatch(
      /not trusted.*SMTP_CA_FILE/,
    );
  });
});
