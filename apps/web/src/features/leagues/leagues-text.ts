import type { Schemas } from '../../lib/api-schemas';
import { endSentence } from '../../lib/names';

type LeaguePodium = Schemas['LeaguePodium'];

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

  /** A wave by its difficulty, as the podium names it. */
  waveKind: {
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    random: 'Random',
    custom: 'Custom',
  } satisfies Record<LeaguePodium['difficulty'], string>,
  podiumHeading: 'Podium of the last wave',
  podiumNone:
    'No wave has landed since this league started. After the next one, its top three and its biggest climber show here.',
  podiumWave: (difficulty: string, members: number) =>
    `${difficulty} wave, ${members} ${members === 1 ? 'member' : 'members'} in the league's table`,
  podiumPlacesLabel: 'Top three after the wave',
  podiumPoints: (points: number, wavePoints: number) =>
    `${points} ${points === 1 ? 'point' : 'points'} (${wavePoints} this wave)`,
  climber: (name: string, move: number, rank: number) =>
    `Biggest climber: ${name}, up ${move} ${places(move)} to ${ordinal(rank)}.`,
  climberMe: (move: number, rank: number) =>
    `Biggest climber: you, up ${move} ${places(move)} to ${ordinal(rank)}.`,
  noClimber: 'Nobody climbed a place in the league in this wave.',
  myMove: (before: number, after: number) => {
    const move = before - after;
    if (move > 0)
      return `You climbed ${move} ${places(move)}, from ${ordinal(before)} to ${ordinal(after)}.`;
    if (move < 0)
      return `You dropped ${-move} ${places(move)}, from ${ordinal(before)} to ${ordinal(after)}.`;
    return `You kept ${ordinal(after)} place.`;
  },
  notInWave: 'You were not in the league for this wave.',
  myReport: 'Your report of this wave',

  feedHeading: 'League feed',
  feedLead: 'What happened in the league, newest first.',
  feedLoading: 'Loading the feed…',
  feedError: 'The feed could not be loaded.',
  feedOlder: 'Show older',
  feedEnd: 'That is everything since the league started.',
  feedJoined: (name: string, isMe: boolean) =>
    isMe ? 'You joined the league.' : `${name} joined the league.`,
  feedFounded: (name: string, isMe: boolean) =>
    isMe ? 'You started the league.' : `${name} started the league.`,
  feedBadge: (name: string, badge: string, isMe: boolean) =>
    isMe ? `You earned the ${badge} badge.` : `${name} earned the ${badge} badge.`,
  feedWave: (difficulty: string) => `${difficulty} wave landed. The league's podium:`,

  invitedKicker: 'You are invited',
  invitedBy: (bank: string, manager: string | null) =>
    manager ? `Run by ${bank} (${manager})` : `Run by ${bank}`,
  invitedOnLogin: 'Log in, and you can join it straight away.',
  invitedOnSignUp: 'Sign up and verify your email: you will be in the league as soon as you do.',
  invitedOnVerify: 'Verify your email and you will be in this league: open the link we sent you.',
  invitationGone:
    'This invite link no longer works: the league may have a new code. Ask for a new link; you can still sign up.',
} as const;

/** "1st", "2nd", "3rd", "4th", "11th", "22nd": a place in a table. */
export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

function places(move: number): string {
  return Math.abs(move) === 1 ? 'place' : 'places';
}
