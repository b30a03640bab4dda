/** Query keys of the admin's System page. */
export const systemKeys = {
  /** Failed jobs, the latest backups, mail and storage. */
  status: ['admin', 'system'] as const,
  backups: ['admin', 'backups'] as const,
};

/** A background job's progress, polled while it runs. */
export const jobKeys = {
  all: ['jobs'] as const,
  detail: (jobId: string | null) => ['jobs', jobId] as const,
};
