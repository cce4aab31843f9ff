import type { ErrorWords } from '../../lib/error-messages';
import { endSentence } from '../../lib/names';

/** Every word on the Settings page, in one place. */
export const settingsText = {
  /** The password form's words for the server's refusals, by code (the catalogue's words). */
  errors: {
    'wrong-password': 'Incorrect password.',
    'weak-password': 'Password must be at least 8 characters and not a common password.',
  } as const satisfies ErrorWords,
  title: 'Settings',
  lead: 'Your name, your bank, your privacy, your password and your account.',
  loadError: 'Your settings could not be loaded.',
  retry: 'Try again',

  profileHeading: 'Your name',
  displayName: 'Display name',
  displayNameHint:
    'Shown as the manager of your bank on the leaderboard, unless you play anonymously.',
  saveName: 'Save name',
  nameSaved: (name: string) => endSentence(`Your display name is now ${name}`),
  nameEmpty: 'Type a display name first.',
  nameUnchanged: 'That is already your display name.',

  bankHeading: 'Your bank',
  bankName: 'Bank name',
  bankNameHint: 'Up to 40 characters. Every player can see it unless you play anonymously.',
  saveBankName: 'Save bank name',
  bankNameSaved: (name: string) => endSentence(`Your bank is now called ${name}`),
  bankNameEmpty: 'Type a bank name first.',
  bankNameUnchanged: 'That is already the name of your bank.',

  privacyHeading: 'Privacy',
  anonymousLabel: 'Play anonymously',
  anonymousHint: (label: string) =>
    `Other players see your bank as "${label}", with no manager name. You still see your own names.`,
  anonymousOn: (label: string) => `Anonymous mode is on. Other players now see "${label}".`,
  anonymousOff: 'Anonymous mode is off. Other players see your bank name and display name again.',
  anonymousState: (on: boolean) => (on ? 'On' : 'Off'),

  passwordHeading: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters, and not a common password.',
  confirmPassword: 'Confirm new password',
  signOutOthers: 'Also sign out on my other devices',
  changePassword: 'Change password',
  passwordChanged: 'Your password has been changed.',
  passwordChangedOthersOut:
    'Your password has been changed, and your other devices have been signed out.',
  passwordMissingCurrent: 'Type your current password.',
  passwordMismatch: 'The two new passwords are not the same.',
  passwordSame: 'The new password must be different from the current one.',
  noPassword: (methods: string) =>
    `You sign in with ${methods}, so there is no password to change here.`,
  googleMethod: 'Google',

  sessionsHeading: 'Sign out everywhere',
  sessionsLead:
    'Ends every session of your account: on this device, your phone, a shared computer. You will need to sign in again.',
  signOutEverywhere: 'Sign out everywhere',
  signOutConfirmTitle: 'Sign out on every device?',
  signOutConfirmBody:
    'Every device where you are signed in, this one included, will be signed out at once. Your bank and your progress are not affected.',
  signOutConfirm: 'Sign out everywhere',
  signedOutEverywhere: (count: number) =>
    `You have been signed out on every device (${count} ${count === 1 ? 'session' : 'sessions'} ended).`,

  exportHeading: 'Export my data',
  exportLead:
    'Download everything the game holds about you as one JSON file: your profile, sign-in sessions, bank, every ledger line, every wave report, your leagues, quiz answers and any game-master action about you.',
  exportButton: 'Download my data',
  exportPreparing: 'Preparing your file…',
  exportReceived: (size: string, percent: number | null) =>
    percent === null
      ? `Downloading… ${size} received.`
      : `Downloading… ${size} received (${percent}%).`,
  exportProgressLabel: 'Download progress',
  exportDone: (name: string, size: string) => `Done: ${name} (${size}) is in your downloads.`,

  deleteHeading: 'Delete my account',
  deleteLead:
    'Deletes your account and your personal data for good. This cannot be undone: export your data first if you want to keep a copy.',
  deleteButton: 'Delete my account…',
  deleteLastGameMaster:
    'You are the last game master. Make another player a game master before you delete your account.',
  deleteDialogTitle: 'Delete your account for good?',
  deleteWhatGoes: 'Deleted at once:',
  deleteGoes: [
    'your account, your password and every session, on every device;',
    'your bank, its defenses, its cash and every ledger line;',
    'your wave reports and your alert picks;',
    'your league memberships, your quiz answers and your review schedule.',
  ],
  deleteWhatStays: 'Kept, without your name:',
  deleteStays: [
    'leagues you own pass to their longest-standing member (a league with no other member is deleted);',
    'last season’s final table keeps your rank and net worth as "deleted player";',
    'game-master actions that mention you keep the action, as "deleted player".',
  ],
  deleteAfter: 'Afterwards the e-mail address is free: you may sign up again as a new player.',
  deleteTypeEmail: (email: string) => `To confirm, type your e-mail address: ${email}`,
  deleteConfirm: 'Delete my account',
  deleteMismatch: 'The address does not match yet.',
  deleted:
    'Your account and your personal data have been deleted. Thank you for playing Fantasy Fraud League.',
  closeNotice: 'Close',
} as const;
