import type { OwnedLevel } from '@ffl/engine/catalogue';

/**
 * Three pips, filled up to the level: a glance aid beside the level written in words. Its styles
 * are still in features/shop/shop.css, where they were before it moved here.
 */
export function LevelPips({ level }: { level: OwnedLevel }) {
  return (
    <span className="level-pips" aria-hidden="true">
      {[1, 2, 3].map((pip) => (
        <span key={pip} className={pip <= level ? 'level-pip level-pip-on' : 'level-pip'} />
      ))}
    </span>
  );
}
