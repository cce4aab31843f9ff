import { DEFENSES } from '@ffl/engine/catalogue';
import { FAMILY_NAMES, isFamilyId } from '@ffl/engine/ids';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { TextField } from '../../components/ui/text-field';
import type { Bank, NextWave } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney } from '../../lib/format';
import { nameRuleProblem, normaliseName } from '../../lib/names';
import { useUpdateBank } from '../game/game-api';
import { purchaseLabel } from '../game/moves';
import { useRunPurchase } from '../game/use-run-purchase';
import { recommendFirstDefense } from './first-defense';
import { welcomeText } from './welcome-text';
import { computeWorkedExample } from './worked-example';
import './welcome.css';

type Step = 0 | 1 | 2;

/**
 * The three-step welcome for a new bank: name it, learn how a wave works, buy a first defense.
 * Every step can be skipped; finishing or skipping sets welcomeDone, so it never shows again.
 * Moving between steps puts the focus on the new step's heading, for keyboard and screen readers.
 */
export function Welcome({ bank, next }: { bank: Bank; next: NextWave['next'] }) {
  const [step, setStep] = useState<Step>(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const finish = useUpdateBank();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, not on mount
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (target: Step) => {
    moved.current = true;
    setStep(target);
  };

  const done = () => {
    finish.mutate(
      { welcomeDone: true },
      {
        // The dashboard replaces the welcome: its heading is the next sensible place for focus.
        onSuccess: () => {
          const title = document.getElementById('page-title');
          title?.setAttribute('tabindex', '-1');
          title?.focus();
        },
      },
    );
  };

  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">{welcomeText.title}</h2>
      <p className="welcome-intro">{welcomeText.intro}</p>
      <ol className="welcome-progress" aria-label={welcomeText.stepsLabel}>
        {welcomeText.steps.map((label, index) => (
          <li
            key={label}
            className={index === step ? 'current' : index < step ? 'done' : undefined}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="welcome-progress-number" aria-hidden="true">
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <div className="welcome-step" key={step}>
        <h3 ref={headingRef} tabIndex={-1} className="welcome-step-title">
          <span className="welcome-step-of">{welcomeText.stepOf(step + 1, 3)}: </span>
          {welcomeText.steps[step]}
        </h3>
        {step === 0 && <NameStep bank={bank} onNext={() => goTo(1)} />}
        {step === 1 && <WaveStep onNext={() => goTo(2)} />}
        {step === 2 && (
          <DefenseStep bank={bank} next={next} onFinish={done} finishing={finish.isPending} />
        )}
      </div>
      <div className="welcome-skip">
        <Button variant="ghost" pending={finish.isPending} onClick={done}>
          {welcomeText.skip}
        </Button>
        <span className="muted">{welcomeText.skipHint}</span>
      </div>
      <FormMessage error={finish.isError ? gameMessageFor(finish.error) : null} />
    </section>
  );
}

function NameStep({ bank, onNext }: { bank: Bank; onNext: () => void }) {
  const [name, setName] = useState(bank.name);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateBank();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseName(name);
    const broken = normalised ? nameRuleProblem('bank', normalised) : welcomeText.nameEmpty;
    setProblem(broken);
    if (!broken) update.mutate({ name: normalised }, { onSuccess: onNext });
  };
  const error = problem ?? (update.isError ? gameMessageFor(update.error) : null);
  return (
    <form className="welcome-form" onSubmit={onSubmit} noValidate>
      <TextField
        id="welcome-bank-name"
        label={welcomeText.nameLabel}
        hint={welcomeText.nameHint}
        value={name}
        onValue={setName}
        autoComplete="organization"
        required
        aria-invalid={error ? true : undefined}
      />
      <FormMessage error={error} />
      <div className="welcome-actions">
        <Button type="submit" pending={update.isPending}>
          {welcomeText.nameSave}
        </Button>
      </div>
    </form>
  );
}

function WaveStep({ onNext }: { onNext: () => void }) {
  const cards = welcomeText.cards(computeWorkedExample());
  return (
    <>
      <ol className="welcome-cards">
        {cards.map((card) => (
          <li key={card.title} className="welcome-card">
            <h4>{card.title}</h4>
            <p>{card.body}</p>
          </li>
        ))}
      </ol>
      <div className="welcome-actions">
        <Button onClick={onNext}>{welcomeText.next}</Button>
      </div>
    </>
  );
}

function DefenseStep({
  bank,
  next,
  onFinish,
  finishing,
}: {
  bank: Bank;
  next: NextWave['next'];
  onFinish: () => void;
  finishing: boolean;
}) {
  // Fixed when the step opens: the purchase itself must not swap the offer under the button.
  const [move] = useState(() => recommendFirstDefense(bank, next));
  const purchase = useRunPurchase();
  const forecast = next?.forecast.filter(isFamilyId).map((f) => FAMILY_NAMES[f]) ?? [];
  const onBuy = async () => {
    if (move && (await purchase.run(move))) onFinish();
  };
  if (!move) {
    return (
      <>
        <p>{welcomeText.defenseNone}</p>
        <div className="welcome-actions">
          <Button pending={finishing} onClick={onFinish}>
            {welcomeText.finish}
          </Button>
        </div>
      </>
    );
  }
  const defense = DEFENSES[move.defenseId];
  return (
    <>
      <p>{welcomeText.defenseIntro(forecast.length > 0 ? forecast.join(', ') : null)}</p>
      <div className="welcome-offer">
        <p className="welcome-offer-name">{defense.name}</p>
        <p>{welcomeText.defenseLevel(move.toLevel, defense.levelNames[move.toLevel - 1] ?? '')}</p>
        <p className="muted">{welcomeText.defenseWhy(formatMoney(move.expectedSavedPerWave))}</p>
      </div>
      <FormMessage error={purchase.error} />
      <div className="welcome-actions">
        <Button pending={purchase.pending} disabled={finishing} onClick={() => void onBuy()}>
          {purchaseLabel(move)}
        </Button>
        <Button
          variant="secondary"
          pending={finishing && !purchase.pending}
          disabled={purchase.pending}
          onClick={onFinish}
        >
          {welcomeText.defenseSkip}
        </Button>
      </div>
    </>
  );
}
