/** The words of a time left (countdowns): units, and the phrases they sit in. */
export const timeLeftText = {
  hours: (h: number, min: number) => (min === 0 ? `${h} h` : `${h} h ${min} min`),
  minutes: (min: number, s: string) => `${min} min ${s} s`,
  seconds: (s: number) => `${s} s`,
  /** "in 3 h 12 min": a time less than a day away. */
  inTime: (span: string) => `in ${span}`,
  /** "on 14 Jan, 18:00": a time a day or more away. */
  onDate: (date: string) => `on ${date}`,
} as const;
