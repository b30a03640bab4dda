/** One doctor check's answer. A problem is said in a person's words, with what to change. */
export type CheckResult = { status: 'ok'; detail: string } | { status: 'warn' | 'fail'; problem: string };

export const ok = (detail: string): CheckResult => ({ status: 'ok', detail });
export const fail = (problem: string): CheckResult => ({ status: 'fail', problem });
export const warn = (problem: string): CheckResult => ({ status: 'warn', problem });
