import { NAME_MAX } from '@ffl/engine/names';
import { SEASON } from '@ffl/engine/season';
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
  lead: 'Your name, your bank, your privacy, your e-mails, your time zone, your password and your account.',
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
  bankNameHint: `Up to ${NAME_MAX.bank} characters. Every player can see it unless you play anonymously.`,
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

  notificationsHeading: 'Notifications',
  notificationsLead:
    'E-mails that bring you back at the right moment. Each one is off until you turn it on, but for the season’s end, which comes once a season; every e-mail has a link to turn it off again.',
  waveSoonLabel: 'Wave soon',
  waveSoonHint: 'A reminder to set your security alert before the wave hits.',
  hoursBeforeLabel: 'Hours before the wave',
  hoursBeforeHint: 'A whole number from 1 to 24.',
  hoursBeforeProblem: 'Choose a whole number of hours from 1 to 24.',
  waveResultsLabel: 'Wave results',
  waveResultsHint:
    'Your net change, points, rank move and biggest loss, with a link to the report.',
  remindersLabel: 'Reviews due and streak at risk',
  remindersHint: 'At most one e-mail a day.',
  seasonEndLabel: 'Season end',
  seasonEndHint: `Once a season, ${SEASON.endNoticeHours} hours before its last wave: when it ends and where you stand. On until you turn it off.`,
  saveNotifications: 'Save notifications',
  notificationsSaved: (on: readonly string[]) =>
    on.length === 0
      ? 'Saved. We will not send you any of these e-mails.'
      : `Saved. We will e-mail you: ${on.join('; ')}.`,
  waveSoonOn: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} before each wave`,
  waveResultsOn: 'the results of each wave',
  remindersOn: 'reviews due and streak at risk, at most once a day',
  seasonEndOn: 'before each season ends',
  preferencesLoadError: 'Your notifications and time zone could not be loaded.',
  preferencesLoading: 'Loading your notifications and time zone…',

  timeZoneHeading: 'Time zone',
  timeZoneLead:
    'Wave times, reports and countdowns are shown in this time zone, and your streak counts its days.',
  timeZoneCurrent: (zone: string, now: string) =>
    `Your time zone: ${zone}. It is now ${now} there.`,
  timeZoneNotSet: (browser: string) =>
    `You have not chosen a time zone yet, so we use this browser’s: ${browser}.`,
  timeZoneSearch: 'Find a time zone',
  timeZoneSearchHint: 'Type a city or a region, such as Johannesburg or America.',
  timeZoneSelect: 'Time zone',
  timeZoneNoMatch: 'No time zone matches that search.',
  timeZoneMatches: (count: number) =>
    `${count} ${count === 1 ? 'time zone matches' : 'time zones match'}.`,
  saveTimeZone: 'Save time zone',
  useBrowserTimeZone: 'Use this browser’s time zone',
  browserTimeZoneIs: (zone: string) => `This browser is set to ${zone}.`,
  timeZoneUnknown: 'Choose a time zone from the list.',
  timeZoneUnchanged: (zone: string) => `${zone} is already your time zone.`,
  timeZoneSaved: (zone: string, now: string) =>
    `Your time zone is now ${zone}. It is ${now} there.`,

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
  deleteLastOwner:
    'You are the last owner. Make another player an owner before you delete your account.',
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
