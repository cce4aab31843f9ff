/** The words of the one rule for names: the same as the server's, so a form says what it would. */
export const namesText = {
  field: {
    display: 'display name',
    bank: 'bank name',
    league: 'league name',
    cohort: 'cohort name',
    organisation: 'organisation name',
  },
  control: (field: string) =>
    `The ${field} cannot contain control characters such as line breaks or tabs.`,
  format: (field: string) =>
    `The ${field} cannot contain invisible formatting characters such as direction marks or zero-width spaces.`,
  blank: (field: string) => `The ${field} cannot contain blank or invisible filler characters.`,
  marks: (field: string, max: number) =>
    `The ${field} cannot stack more than ${max} accents or other marks on one letter.`,
  tooLong: (field: string, max: number) => `The ${field} can have at most ${max} characters.`,
  tooLarge: (field: string) =>
    `The ${field} is too long once stored: use fewer emoji or accented letters.`,
} as const;
