/** Every word of the leaderboard, in one place so that a translation can be added later. */
export const leaderboardText = {
  title: 'Leaderboard',
  lead: 'Banks ranked by the points they scored in this season’s waves, then by net worth: cash plus what you have invested in defenses. Ties share a rank.',
  tabsLabel: 'Tables',
  orderLabel: 'Rank by',
  pointsTab: 'Points',
  netWorthTab: 'Net worth',
  globalTab: 'Global',
  archiveTab: 'Last season',
  cohortsTab: 'Cohorts',
  myCohortHeading: (name: string) => `Your cohort: ${name}`,
  emptyCohort: 'Only you so far in your cohort’s table.',
  cohortsHeading: 'Cohort against cohort',
  cohortsLead:
    'Average points per member this season, so that small and large cohorts compare fairly. Every member counts, played or not.',
  cohortsEmpty: 'No cohort has members yet.',
  cohortName: 'Cohort',
  cohortRank: 'Rank',
  cohortMembers: 'Members',
  cohortAverage: 'Points per member',
  cohortMine: '(yours)',
  joinHeading: 'Join your cohort',
  joinLead:
    'Your teacher or manager can give you your class’s or team’s join code. You can be in one cohort.',
  joinCode: 'Join code',
  joinButton: 'Join',
  joined: (name: string) => `You are now in ${name}.`,
  globalHeading: 'Global table',
  leagueHeading: (name: string) => `League: ${name}`,
  archiveHeading: (season: number) => `Season ${season}: final table`,
  archiveEnded: (when: string) => `The season ended on ${when}.`,
  loading: 'Loading the table…',
  retry: 'Try again',
  emptyGlobal: 'No bank is ranked yet. Open your bank on the Home page and you will be the first.',
  emptyLeague:
    'Only you so far. Copy the invite link on the league page and send it to the people you want to play against.',
  openLeague: 'Open the league page',
  archiveEmpty:
    'No season has ended yet. When the game master starts a new season, the final table of this one is kept here.',
  archiveNotIn: 'You were not in last season’s table.',
  archiveMyRank: (rank: number, total: number) => `You finished ${rank} of ${total}.`,
  leaguesHeading: 'Private leagues',
  noLeagues:
    'You are in no private league yet. Create one for your friends, class or team, or join one with an invite code.',
  someLeagues: (count: number) =>
    `You are in ${count} private ${count === 1 ? 'league' : 'leagues'}: each has its own tab above.`,
  manageLeagues: 'Create, join or manage leagues',
} as const;
