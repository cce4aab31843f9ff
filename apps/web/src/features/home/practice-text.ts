/** Every word of Home's practice card: the practice wave after the welcome, until a real one lands. */
import { MAX_STARS } from '@ffl/engine/economy';

export const practiceCardText = {
  kicker: 'Practice',
  heading: 'Your practice wave',
  stars: (n: number) => `${n} of ${MAX_STARS} stars`,
  notRanked:
    'A practice run for the defenses you have now: not ranked, and no money or points moved.',
  openReport: 'Read your practice report',
  openReportWhy: 'It shows how to read the stars, the why of each attack and the what-if.',
  /** Around the date of the first real wave, "21 Nov 2026, 18:00", in the player's time zone. */
  firstWaveBefore: 'Your first real wave hits on ',
  /** `city`: the time zone's place ("Johannesburg"); `left`: "in 21 h 3 min", under a day away. */
  firstWaveAfter: (city: string, left: string | null) =>
    `, ${city} time${left ? ` (${left})` : ''}.`,
  firstWaveLanding: 'Your first real wave is landing now.',
  firstWaveNone:
    'No real wave is scheduled yet: the countdown appears here as soon as one is announced.',
} as const;
