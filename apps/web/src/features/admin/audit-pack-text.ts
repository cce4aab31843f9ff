/** The words of the audit pack's downloads (issue 27). */
export const AUDIT_PACK_TEXT = {
  heading: 'Audit pack',
  allHeading: "Every cohort's audit pack",
  lead: 'A row per person and assigned training: enrolled, started and completed dates, the first-attempt quiz score, drill d′, the learning check’s change, active minutes and the version of the content. Leave the dates empty for all training.',
  from: 'Assigned from',
  to: 'Assigned until',
  backwards: 'The first date is after the second.',
  csv: 'Download CSV',
  xlsx: 'Download Excel (XLSX)',
} as const;
