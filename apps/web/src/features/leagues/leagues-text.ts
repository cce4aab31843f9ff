import { endSentence } from '../../lib/names';

/** Every word of the league screens, in one place so that a translation can be added later. */
export const leaguesText = {
  title: 'Leagues',
  lead: 'Private leagues, like fantasy football mini-leagues: play against your friends, class or team. Everyone stays in the global table too.',
  loading: 'Loading your leagues…',
  leagueLoading: 'Loading the league…',
  retry: 'Try again',

  mineHeading: (count: number, limit: number) => `Your leagues (${count} of ${limit})`,
  noneYet:
    'You are in no private league yet. Create one below and send its invite link, or join one with a code someone sent you.',
  atLimit: (limit: number) =>
    `You are in ${limit} leagues, the most a player can be in. Leave one before you create or join another.`,
  owner: 'Owner',
  you: 'You',
  members: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
  myRank: (rank: number) => `you are ranked ${rank}`,
  notRanked: 'you are not ranked yet',
  openTable: (name: string) => `Table of ${name}`,
  tableLink: 'Table',

  createHeading: 'Create a league',
  nameLabel: 'League name',
  nameHint: (max: number) => `1 to ${max} characters. You can rename it later.`,
  nameEmpty: 'Give the league a name.',
  createButton: 'Create league',

  joinHeading: 'Join a league',
  codeLabel: 'Invite code or link',
  codeHint: 'The 8-character code, like K7MPQ2XH, or the whole invite link.',
  codeInvalid:
    'An invite code is 8 letters and digits, like K7MPQ2XH. Check the code and try again.',
  joinButton: 'Join league',

  inviteHeading: 'Invite players',
  inviteLead: 'Anyone with this link can join. Send it to the people you want to play against.',
  inviteLinkLabel: 'Invite link',
  inviteCode: 'Invite code',
  copy: 'Copy link',
  copied: 'Copied',
  copyFallback:
    'Your browser did not let us copy. The link is selected: press Ctrl+C (or ⌘C) to copy it.',

  tableHeading: 'League table',
  tableEmpty:
    'No member is ranked yet: a bank joins the table once it is open in the current season.',
  onLeaderboard: 'See it on the leaderboard',
  membersHeading: 'Members',
  remove: (name: string) => `Remove ${name}`,
  removeShort: 'Remove',
  removeTitle: 'Remove this member?',
  removeBody: (name: string) =>
    `${name} leaves the league table. They can join again only with a new invite link if you make one.`,
  removeConfirm: 'Remove member',
  removed: (name: string) => `${name} was removed from the league.`,

  manageHeading: 'Manage the league',
  renameLabel: 'New name',
  renameButton: 'Rename league',
  renamed: 'The league was renamed.',
  regenerate: 'Make a new invite code',
  regenerateTitle: 'Make a new invite code?',
  regenerateBody:
    'The old link and code stop working at once. Members stay in the league; only new players need the new link.',
  regenerateConfirm: 'Make a new code',
  regenerated: 'A new invite code is ready. The old link no longer works.',
  deleteButton: 'Delete league',
  deleteTitle: 'Delete this league?',
  deleteBody: (name: string) =>
    `${name} and its table are deleted for every member. Everyone’s bank and the global table stay as they are. This cannot be undone.`,
  deleteConfirm: 'Delete league',

  leaveHeading: 'Leave the league',
  leaveLead: 'You can join again later with an invite link.',
  leaveButton: 'Leave league',
  leaveTitle: 'Leave this league?',
  leaveBody: (name: string) =>
    `You leave ${name} and its table. You can join again with its invite link.`,
  leaveConfirm: 'Leave league',

  ownedByYou: 'You own this league.',
  ownedBy: (name: string) => endSentence(`Run by ${name}`),
  anonymousOwner: 'an anonymous bank',
  notFoundBack: 'Back to your leagues',

  joinTitle: 'Join a league',
  joinLead: 'You have been invited to a private league. Here is what you are joining.',
  previewMembers: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
  previewOwner: (bank: string, manager: string | null) =>
    manager ? `Run by ${bank} (${manager})` : `Run by ${bank}`,
  joinNamed: (name: string) => `Join ${name}`,
  alreadyMember: 'You are already in this league.',
  openLeague: 'Open the league',
  badLink: 'This is not a working invite link: an invite code is 8 letters and digits.',
  oldLinkHint:
    'The owner may have made a new invite code, which stops the old link. Ask them for the new link, or enter a code on your leagues page.',
  toLeagues: 'Go to your leagues',
} as const;
