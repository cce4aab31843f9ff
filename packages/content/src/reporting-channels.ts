import type { Prose, ReportingChannel } from './types';

/*
 * Reporting channels that more than one fraud page lists. Each is written once so that a name,
 * web address or phone number is corrected in one place and can never drift between pages.
 * A page that needs different advice for a channel keeps the channel and replaces only the
 * advice with `withHow`. Channels that only make sense on one page stay inline on that page.
 */

/** The same channel with page-specific advice; name, web address and phone stay shared. */
export function withHow(channel: Readonly<ReportingChannel>, how: Prose): ReportingChannel {
  return { ...channel, how };
}

// South Africa

export const BANK_FRAUD_LINE: Readonly<ReportingChannel> = Object.freeze({
  name: "Your bank's fraud line",
  how: 'Call the number on your card or in the official app, never a number from the caller, to block cards and stop payments.',
});

export const SAPS: Readonly<ReportingChannel> = Object.freeze({
  name: 'South African Police Service (SAPS)',
  how: 'Open a case at a police station and keep the CAS case number for your bank.',
  url: 'https://www.saps.gov.za',
  phone: '10111',
});

/** SAPS again, named for the pages where the Hawks' commercial-crime mandate is the point. */
export const SAPS_AND_HAWKS: Readonly<ReportingChannel> = Object.freeze({
  name: 'SAPS and the Hawks (DPCI)',
  how: 'Open a case at a police station. The Directorate for Priority Crime Investigation, known as the Hawks, investigates serious commercial crime and corruption.',
  url: 'https://www.saps.gov.za',
});

export const SAFPS: Readonly<ReportingChannel> = Object.freeze({
  name: 'Southern African Fraud Prevention Service (SAFPS)',
  how: 'If you gave away ID details, apply for free Protective Registration so member lenders take extra care with your identity.',
  url: 'https://www.safps.org.za',
  phone: '011 867 2234',
});

export const CYBERSECURITY_HUB: Readonly<ReportingChannel> = Object.freeze({
  name: 'Cybersecurity Hub (national CSIRT)',
  how: 'Report the incident; the Hub routes banking incidents to the banking-sector response team. Open weekdays 08:00 to 16:30.',
  url: 'https://www.cybersecurityhub.gov.za/report-an-incident',
});

export const INFORMATION_REGULATOR: Readonly<ReportingChannel> = Object.freeze({
  name: 'Information Regulator',
  how: "Organisations must report breaches of personal information through the Regulator's eServices portal, which replaced email reporting on 1 April 2025.",
  url: 'https://inforegulator.org.za',
});

export const FSCA: Readonly<ReportingChannel> = Object.freeze({
  name: 'Financial Sector Conduct Authority (FSCA)',
  how: 'Check whether a firm or adviser is an authorised FSP before you invest, and report unregistered firms and suspected investment scams.',
  url: 'https://www.fsca.co.za',
});

export const SABRIC: Readonly<ReportingChannel> = Object.freeze({
  name: 'SABRIC',
  how: 'The banks’ crime information centre publishes card fraud statistics and ATM safety tips. Report your own case to your bank and SAPS.',
  url: 'https://www.sabric.co.za',
});

// International

export const IC3: Readonly<ReportingChannel> = Object.freeze({
  name: 'FBI Internet Crime Complaint Center (IC3)',
  how: 'Report fraud that involves the United States.',
  url: 'https://www.ic3.gov',
});

export const REPORT_FRAUD_UK: Readonly<ReportingChannel> = Object.freeze({
  name: 'Report Fraud (United Kingdom)',
  how: 'The national fraud and cyber crime reporting service for England, Wales and Northern Ireland, which replaced Action Fraud in December 2025. In Scotland, call Police Scotland on 101.',
  url: 'https://www.reportfraud.police.uk',
  phone: '0300 123 2040',
});

export const CISA: Readonly<ReportingChannel> = Object.freeze({
  name: 'CISA (United States)',
  how: 'The US cyber agency takes reports of cyber incidents.',
  url: 'https://www.cisa.gov/report',
});

export const NCSC_UK: Readonly<ReportingChannel> = Object.freeze({
  name: 'National Cyber Security Centre (United Kingdom)',
  how: 'UK organisations can report significant cyber incidents to the NCSC.',
  url: 'https://www.ncsc.gov.uk',
});
