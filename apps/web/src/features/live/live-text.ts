/** Every word the live updates show: the wave notice and the offline banner. */
import { MAX_STARS } from '@ffl/engine/economy';

export const liveText = {
  offlineTitle: 'Offline mode',
  offlineBody:
    'The server has not answered for a while. You can keep reading what is already loaded; we keep trying and refresh everything when it is back.',
  waveHitTitle: 'A wave just hit your bank',
  waveNetChange: 'Net change',
  waveStars: (stars: number) => `${stars} of ${MAX_STARS} stars`,
  waveNotHit: 'A wave just landed. Your bank was not part of it.',
  openReport: 'Open the report',
  dismiss: 'Dismiss',
  nextWave: 'Next wave',
} as const;
