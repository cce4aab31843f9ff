/**
 * The worked example of Help and game.md ("defense in depth"), computed by the engine so that it
 * stays true if the catalogue is retuned: Phishing against Email Filtering and User Education at
 * level 1, then the social alert.
 */
import { FRAUDS, getEffectiveness } from '@ffl/engine/catalogue';
import { computeDamage, computeProtection } from '@ffl/engine/protection';
import { protectionPercent } from '../../lib/measure-words';

export interface WorkedExample {
  fraud: string;
  base: number;
  first: { defense: string; percent: number; saved: number };
  second: { defense: string; percent: number; saved: number };
  through: number;
  protection: number;
  withAlert: number;
}

export function computeWorkedExample(): WorkedExample {
  const base = FRAUDS.Phishing.baseDamage;
  const emailPercent = getEffectiveness('EmailFiltering', 1, 'Phishing');
  const educationPercent = getEffectiveness('UserEducation', 1, 'Phishing');
  const afterFirst = computeDamage({ EmailFiltering: 1 }, 'Phishing', false);
  const loadout = { EmailFiltering: 1, UserEducation: 1 } as const;
  const through = computeDamage(loadout, 'Phishing', false);
  return {
    fraud: FRAUDS.Phishing.name,
    base,
    first: { defense: 'Email Filtering', percent: emailPercent, saved: base - afterFirst },
    second: { defense: 'User Education', percent: educationPercent, saved: afterFirst - through },
    through,
    // The loadout's protection, rounded as every screen rounds it (lib/measure-words).
    protection: protectionPercent(computeProtection(loadout, 'Phishing')),
    withAlert: computeDamage(loadout, 'Phishing', true),
  };
}
