/** The server's automatic-schedule limits (schedule-service.ts SCHEDULE_LIMITS): 5 minutes to 7 days. */
export const SCHEDULE_LIMITS = { minIntervalMinutes: 5, maxIntervalMinutes: 7 * 1440 } as const;
