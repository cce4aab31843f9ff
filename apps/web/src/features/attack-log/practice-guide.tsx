import { GraduationCap } from 'lucide-react';
import { useEffect, useId } from 'react';
import { markReportRead } from '../game/report-reads';
import { practiceText as t } from './practice-text';
import { describePracticeStars, describePracticeWhy } from './practice-why';
import type { Report } from './report-why';
import './practice-guide.css';

/**
 * How to read a report, shown on the practice report only (the practice wave after the welcome):
 * the stars, the "why" of each attack and the "What if?", in three short steps that use this
 * report's own figures. Shown, the report counts as read: Home stops offering it first.
 */
export function PracticeGuide({ report }: { report: Report }) {
  const id = useId();
  useEffect(() => markReportRead(report.id), [report.id]);
  return (
    <section className="practice-guide" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="practice-guide-title">
        <GraduationCap size={20} aria-hidden="true" /> {t.guideHeading}
      </h4>
      <p>{t.guideLead}</p>
      <dl className="practice-guide-steps">
        <div>
          <dt>{t.starsTitle}</dt>
          <dd>{describePracticeStars(report)}</dd>
        </div>
        <div>
          <dt>{t.whyTitle}</dt>
          <dd>{describePracticeWhy(report)}</dd>
        </div>
        <div>
          <dt>{t.whatIfTitle}</dt>
          <dd>{t.whatIf}</dd>
        </div>
      </dl>
    </section>
  );
}
