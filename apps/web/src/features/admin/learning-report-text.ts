/** Every word of the game master's learning report, in one place so a translation can be added. */

export const LEARNING_REPORT_TEXT = {
  nav: 'Learning report',
  title: 'Learning report',
  lead: 'Did your players learn? Each player’s baseline check against their post-check and retention check, on parallel forms, first attempts only.',
  // Filters
  filters: 'Filters',
  league: 'League id',
  leagueHint: 'The 20 letters and digits at the end of the league’s address. Empty: every player.',
  from: 'Later check closed from',
  to: 'Later check closed until',
  datesHint: 'Dates in your time zone. Empty: any date.',
  programme: 'Programme',
  currentProgramme: 'The current programme',
  programmeOption: (name: string, started: string) => `${name} (started ${started})`,
  apply: 'Show the report',
  clear: 'Clear filters',
  csv: 'Download CSV',
  csvHint: 'The report below, with the same filters, one line per comparison and family.',
  problems: {
    league: 'A league id is 20 letters and digits, as at the end of the league’s address.',
    date: 'Enter a date, or leave it empty.',
    order: 'The first date is after the second. Swap them, or clear one.',
    name: 'Give the programme a name.',
    nameLong: 'A programme’s name is at most 80 characters.',
    postDays: 'The post-check delay is a whole number of days from 1 to 365.',
    retentionDays: 'The retention delay is a whole number of days from 1 to 730.',
  },
  // The report
  programmeHeading: 'Programme',
  programmeName: 'Name',
  startedAt: 'Started',
  postAfter: 'Post-check at the latest',
  retentionAfter: 'Retention check',
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  postAfterValue: (n: number) => `${n} ${n === 1 ? 'day' : 'days'} after the baseline`,
  retentionAfterValue: (n: number) => `${n} ${n === 1 ? 'day' : 'days'} after the post-check`,
  playersBaseline: 'Players with a baseline',
  playersPost: 'With a post-check',
  playersRetention: 'With a retention check',
  filtered: (parts: readonly string[]) => `Filtered: ${parts.join('; ')}.`,
  filterLeague: (id: string) => `league ${id}`,
  filterFrom: (date: string) => `from ${date}`,
  filterTo: (date: string) => `until ${date}`,
  postHeading: 'Baseline → post-check',
  retentionHeading: 'Baseline → retention check',
  comparisonLead: (effect: string) =>
    `Per family and overall, players with both checks of the family. The effect is ${effect}.`,
  noPairs: 'No player has both checks yet. Figures show once players take their later check.',
  family: 'Family',
  overall: 'Overall',
  n: 'N',
  accuracy: 'Accuracy before → after',
  change: 'Change',
  g: 'Hedges’ g',
  interval: '95% interval',
  intervalWithMethod: '95% interval (method)',
  dPrime: 'd′ before → after',
  dPrimeN: 'N for d′',
  dPrimeChange: (change: string) => `change ${change}`,
  methods: { bootstrap: 'bootstrap', normal: 'normal approximation' } as Record<string, string>,
  reasons: {
    'too-few': 'Too few players',
    'no-variation': 'No variation in the changes',
  } as Record<string, string>,
  none: '—',
  arrow: (before: string, after: string) => `${before} → ${after}`,
  points: (value: string) => `${value} points`,
  intervalValue: (lower: string, upper: string) => `${lower} to ${upper}`,
  // The forest plot
  noEstimate:
    'No group has an estimate of Hedges’ g yet: each needs a few players with both checks whose changes differ.',
  forestCaption: (comparison: string) => `Hedges’ g with its 95% interval: ${comparison}`,
  forestSummary: (estimated: number, groups: number) =>
    `Each line is a 95% interval, the square the estimate; right of the dashed 0 line is a gain. ${estimated} of ${groups} groups have an estimate.`,
  forestNoEstimate: (reason: string) => `no estimate: ${reason.toLowerCase()}`,
  forestLabel: (name: string, n: number) => `${name} (N = ${n})`,
  // Forms and orders
  formsHeading: 'Forms',
  formsLead:
    'Each form’s accuracy on first attempts, and its mean difficulty as estimated from players’ answers (higher is harder; 0 is an average item): parallel forms have about the same.',
  form: 'Form',
  players: 'Players',
  formAccuracy: 'Accuracy',
  formDifficulty: 'Mean difficulty',
  balanceContent:
    'The forms are balanced by how hard the writers expected each item to be. Once every item has been answered often enough, they can be rebalanced by how players actually answered.',
  balanceRestored: (when: string) =>
    `The forms are balanced by how hard the writers expected each item to be: the written forms were restored on ${when}.`,
  balanceProportion: (attempts: string, when: string) =>
    `The forms were balanced on ${when} by how often players got each item right on their first try (${attempts} first attempts), so that every form is about as hard as the others.`,
  balanceRasch: (attempts: string, when: string) =>
    `The forms were balanced on ${when} by a Rasch model fitted to ${attempts} first attempts: each item’s difficulty, allowing for how able the players who answered it were, so that every form is about as hard as the others.`,
  balanceEarlier: (checks: number) =>
    `${checks} ${checks === 1 ? 'check' : 'checks'} in this report came from earlier forms: a player’s later checks keep the forms of their baseline.`,
  ordersHeading: 'Order of forms',
  ordersLead:
    'The mean change for each order of forms (A then B, B then A). Similar changes mean the forms are not what moved the scores.',
  order: 'Order',
  meanChange: 'Mean change',
  noOrders: 'No player has a post-check yet.',
  methodHeading: 'How the figures are computed',
  // Start a programme
  startHeading: 'Start a programme',
  startLead:
    'A programme gives every player a new baseline check from now on, then post-checks and retention checks on its delays. The report shows one programme at a time.',
  name: 'Name',
  postDays: 'Post-check after (days)',
  postDaysHint:
    'The longest wait from a baseline to the post-check; a player who finishes a family sooner takes it sooner.',
  retentionDays: 'Retention check after (days)',
  retentionDaysHint: 'The wait from a post-check to the retention check.',
  start: 'Start a programme',
  confirmTitle: (name: string) => `Start the programme “${name}”?`,
  confirmLines: (post: number, retention: number) => [
    'Every player owes a new baseline check from now on, the first time they visit.',
    `Post-checks fall due once a player completes a family, or ${post} days after their baseline; retention checks ${retention} days after the post-check.`,
    'The report shows the new programme; earlier programmes stay in the filter.',
    'This is recorded in the audit log.',
  ],
  confirm: 'Start the programme',
  started: (name: string) => `The programme “${name}” has started.`,
} as const;
