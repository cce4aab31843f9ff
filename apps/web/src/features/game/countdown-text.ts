/** The words of the next-wave countdown. */
export const countdownText = {
  noWave: 'None scheduled',
  landing: 'Landing now…',
  warningWord: 'Warning',
  criticalWord: 'Critical',
} as const;
