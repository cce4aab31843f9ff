/** The words of the next-wave countdown. */
export const countdownText = {
  noWave: 'None scheduled',
  /** While the next wave is not known yet. */
  unknown: '—',
  landing: 'Landing now…',
  warningWord: 'Warning',
  criticalWord: 'Critical',
} as const;
