import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { Loading } from '../../components/ui/loading';
import { TextField } from '../../components/ui/text-field';
import type { Bank, NextWave } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { nameRuleProblem, normaliseName } from '../../lib/names';
import { adviceQuery, type PurchaseMove } from '../game/advice-api';
import { PurchaseFigures } from '../game/advised-purchase';
import { forecastFacts } from '../game/forecast-mix';
import { useUpdateBank } from '../game/game-api';
import { ADVICE_TEXT, describeForecast } from '../game/game-text';
import { purchaseLabel } from '../game/moves';
import { useRunPurchase } from '../game/use-run-purchase';
import {
  clearWelcomeStep,
  readWelcomeStep,
  saveWelcomeStep,
  type WelcomeStep,
} from './welcome-step';
import { welcomeText } from './welcome-text';
import { computeWorkedExample } from './worked-example';
import './welcome.css';

type Step = WelcomeStep;

/**
 * The three-step welcome for a new bank: name it, learn how a wave works, buy a first defense.
 * Every step can be skipped; finishing or skipping sets welcomeDone, so it never shows again.
 * A reload resumes at the step reached (welcome-step.ts). Moving between steps puts the focus on
 * the new step's heading, for keyboard and screen readers.
 */
export function Welcome({ bank, next }: { bank: Bank; next: NextWave['next'] }) {
  const [step, setStep] = useState<Step>(() => readWelcomeStep(bank.id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const finish = useUpdateBank();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, not on mount
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (target: Step) => {
    moved.current = true;
    saveWelcomeStep(bank.id, target);
    setStep(target);
  };

  const done = () => {
    finish.mutate(
      { welcomeDone: true },
      {
        // The dashboard replaces the welcome: its heading is the next sensible place for focus.
        onSuccess: () => {
          clearWelcomeStep(bank.id);
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
        {step === 2 && <DefenseStep next={next} onFinish={done} finishing={finish.isPending} />}
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
  next,
  onFinish,
  finishing,
}: {
  next: NextWave['next'];
  onFinish: () => void;
  finishing: boolean;
}) {
  const advice = useQuery(adviceQuery);
  // Fixed at the first answer: the purchase itself changes the advice, which must not swap the
  // offer under the button.
  const [move, setMove] = useState<PurchaseMove | null | undefined>(undefined);
  if (move === undefined && advice.data) setMove(advice.data.bestPurchase);
  const purchase = useRunPurchase();
  const onBuy = async () => {
    if (move && (await purchase.run(move))) onFinish();
  };
  const forecast = (
    <p className="welcome-forecast">
      <strong>{welcomeText.forecastLabel}:</strong> {describeForecast(forecastFacts(next))}
    </p>
  );
  if (move === undefined && !advice.isError) return <Loading />;
  if (!move) {
    return (
      <>
        {forecast}
        <p>{advice.isError ? welcomeText.adviceError : welcomeText.defenseNone}</p>
        <div className="welcome-actions">
          <Button pending={finishing} onClick={onFinish}>
            {welcomeText.finish}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      {forecast}
      <div className="welcome-offer">
        <h4 className="welcome-offer-title">{ADVICE_TEXT.firstDefense}</h4>
        <PurchaseFigures move={move} />
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
