import { fraudsCovered } from '@ffl/engine/assignments';
import { type FamilyId, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { assignment, cohort, cohortMember } from '../../db/schema/org';
import { AppError } from '../../lib/app-error';
import { longUtcDate } from '../../lib/local-day';
import { progressOf } from '../assignments/assignment-service';
import { evidenceOf } from '../audit-pack/audit-pack-service';

/**
 * Certificates of completion (issue 27): the facts of one person's completed assignment, a PDF of
 * them, and what the public verification address may show (the name, the programme, the date and
 * nothing else about the player).
 */

/** The standards assigned training is mapped to, as the certificate and the auditors' page cite them. */
export const STANDARDS = [
  'PCI DSS v4.0.1, requirements 12.6.3 and 12.6.3.1: security awareness training, phishing and social engineering',
  'ISO/IEC 27001:2022, Annex A control 6.3: information security awareness, education and training',
  'Joint Standard 2 of 2024 (Prudential Authority and FSCA): cybersecurity awareness training',
] as const;

export interface CertificateFacts {
  name: string;
  programme: string;
  cohort: string;
  topics: string[];
  completedAt: string;
  /** The mean first-attempt quiz score, in per cent; null without one. */
  score: number | null;
  contentVersion: string;
}

/**
 * The facts of `userId`'s certificate for the assignment, or null while it is not complete (or the
 * person is not, or no longer, in its cohort, or it was withdrawn).
 */
export async function certificateFacts(
  db: DbOrTx,
  userId: string,
  assignmentId: string,
  now: Date,
): Promise<CertificateFacts | null> {
  const [found] = await db
    .select({ assignment, cohortName: cohort.name, name: user.name, email: user.email })
    .from(assignment)
    .innerJoin(cohort, eq(cohort.id, assignment.cohortId))
    .innerJoin(
      cohortMember,
      and(eq(cohortMember.cohortId, assignment.cohortId), eq(cohortMember.userId, userId)),
    )
    .innerJoin(user, eq(user.id, userId))
    .where(eq(assignment.id, assignmentId));
  if (!found || found.assignment.cancelledAt) return null;
  const row = found.assignment;
  const mine = (await progressOf(db, row, [userId], now)).get(userId);
  if (!mine?.complete || !mine.completedAt) return null;
  const frauds = fraudsCovered({
    frauds: row.fraudIds as FraudId[],
    families: row.families as FamilyId[],
  });
  const evidence = await evidenceOf(db, row, frauds, [userId]);
  const score = evidence.quiz.get(userId);
  return {
    name: found.name.trim() || found.email,
    programme: row.name,
    cohort: found.cohortName,
    topics: frauds.map((f) => FRAUD_NAMES[f]),
    completedAt: mine.completedAt,
    score: score === undefined ? null : Math.round(score),
    contentVersion: row.contentVersion,
  };
}

export function noCertificate(): AppError {
  return new AppError(
    'failed-precondition',
    'There is no certificate yet: complete every step of this training first.',
  );
}

/**
 * The PDF's own fonts (Helvetica) hold the Latin-1 letters only: anything else in a name is shown
 * as "?" rather than as a wrong letter.
 */
const latin1 = (text: string) =>
  text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2019]/g, '?');

/** The certificate as a PDF document: A4 landscape, one page. */
export function certificatePdf(facts: CertificateFacts, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: `Certificate of completion: ${facts.programme}`,
      Author: 'Fantasy Fraud League',
      Subject: facts.topics.join(', '),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(2)
    .stroke('#0e7490');
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#334155')
    .text('Fantasy Fraud League', { align: 'center', width });
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .fillColor('#0f172a')
    .text('Certificate of completion', { align: 'center', width });
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(14).text('This certifies that', { align: 'center', width });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(24).text(latin1(facts.name), { align: 'center', width });
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(14)
    .text(
      `completed ${latin1(facts.programme)} (${latin1(facts.cohort)}) on ${longUtcDate(facts.completedAt)}.`,
      { align: 'center', width },
    );
  doc.moveDown(0.8);
  doc
    .fontSize(12)
    .text(
      `Topics: ${facts.topics.join(', ')}. For each: the page read, the quiz passed and every drill tried.`,
      { align: 'center', width },
    );
  if (facts.score !== null) {
    doc.moveDown(0.3);
    doc.text(`First-attempt quiz score: ${facts.score}%.`, { align: 'center', width });
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(11).text('Maps to', { align: 'center', width });
  doc.font('Helvetica').fontSize(10);
  for (const standard of STANDARDS) doc.text(standard, { align: 'center', width });
  doc.moveDown(1);
  doc.fontSize(10).fillColor('#334155');
  doc
    .fontSize(10)
    .fillColor('#334155')
    .text('Verify this certificate at', { align: 'center', width });
  doc.fontSize(9).text(verifyUrl, { align: 'center', width, link: verifyUrl });
  doc.text(`Content version ${facts.contentVersion}.`, { align: 'center', width });
  doc.end();
  return done;
}
