/**
 * The words of the console's cohort screens (issue 27). Name lengths come from the engine.
 */
import { NAME_MAX } from '@ffl/engine/names';

export const COHORTS_TEXT = {
  title: 'Cohorts',
  lead: 'Departments, classes and teams. Each shares the season and its waves, and has its own table. A player is in one cohort at most.',
  managerLead: 'The cohorts you manage: who is in them and how they are doing.',
  createHeading: 'New cohort',
  name: 'Name',
  nameRequired: 'Give the cohort a name.',
  nameHint: `Up to ${NAME_MAX.cohort} characters, unique in any case.`,
  create: 'Create cohort',
  created: (name: string) => `${name} is ready. Share its join code, or move players into it.`,
  none: 'No cohorts yet.',
  noneManaged: 'You manage no cohort yet. A game master can name you manager of one.',
  tableLabel: 'Cohorts',
  members: 'Members',
  managers: 'Managers',
  joinCode: 'Join code',
  noManagers: 'None',
  open: (name: string) => `Open ${name}`,
  back: 'All cohorts',
  membersHeading: 'Members',
  search: 'Search by name or e-mail',
  searchButton: 'Search',
  clear: 'Clear',
  count: (total: number, q: string) =>
    q
      ? `${total} ${total === 1 ? 'member matches' : 'members match'} “${q}”.`
      : `${total} ${total === 1 ? 'member' : 'members'}.`,
  noMembers: (q: string) =>
    q
      ? `No member matches “${q}”.`
      : 'Nobody is in this cohort yet. Players join with its code, or a game master moves them in.',
  memberName: 'Name',
  openWork: (name: string) => `Open the work of ${name}`,
  memberEmail: 'E-mail',
  memberJoined: 'Joined',
  memberHow: 'How',
  how: {
    console: 'Moved in',
    'join-code': 'Join code',
    import: 'Roster',
    invitation: 'Invitation',
    scim: 'Directory (SCIM)',
    lti: 'Learning platform',
    sso: 'Single sign-on',
  } as const,
  memberPoints: 'Points',
  memberQuizzes: 'Quizzes passed',
  memberState: 'State',
  disabled: 'Disabled',
  active: 'Active',
  settingsHeading: 'Settings',
  rename: 'Rename',
  renamed: 'The cohort is renamed.',
  joinCodeLead:
    'Players type this code on their leaderboard’s Cohorts tab to join. A new code stops the old one at once.',
  newCode: 'New join code',
  newCodeDone: 'The old code no longer works.',
  deleteCohort: 'Delete cohort…',
  deleteTitle: 'Delete this cohort?',
  deleteBody: (name: string, members: number) =>
    `${name} goes, with its table. Its ${members} ${members === 1 ? 'member stays' : 'members stay'}, in no cohort, with every record kept. Its managers stop managing it. Type the cohort’s name to confirm.`,
  deleteConfirmLabel: 'Cohort name',
  deleteButton: 'Delete cohort',
  deleted: (name: string) => `${name} is deleted.`,
  managersHeading: 'Managers',
  managersLead:
    'A manager sees this cohort’s members and their progress, and nothing else of the console.',
  managerEmail: 'Player’s e-mail address',
  addManager: 'Make manager…',
  addTitle: 'Make this player a manager?',
  addBody: (email: string, cohort: string) =>
    `${email} will see the members of ${cohort} and their progress. This is recorded in the audit log.`,
  added: 'The player now manages this cohort.',
  remove: (name: string) => `Stop ${name} managing`,
  removeTitle: 'Stop this player managing the cohort?',
  removeBody: (who: string, cohort: string) =>
    `${who} will no longer see ${cohort}. This is recorded in the audit log.`,
  removeButton: 'Stop managing',
  removed: 'The player no longer manages this cohort.',
  noSuchPlayer: (email: string) =>
    `No player has the address ${email}. They must sign up before they can manage a cohort.`,
} as const;
