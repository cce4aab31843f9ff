import { DEFENSES } from '@ffl/engine/catalogue';
import { FRAUD_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { Loading } from '../../components/ui/loading';
import type { Bank } from '../../lib/api-schemas';
import { formatMoney, formatNumber } from '../../lib/format';
import { purchaseLabel, quizLabel, targetLevelName } from '../game/moves';
import { useRunPurchase } from '../game/use-run-purchase';
import { adviceQuery, type PurchaseMove, type QuizMove } from './home-api';
import { homeText } from './home-text';

/** The engine's single best next move for the coming wave, as one button. */
export function BestMove({ bank }: { bank: Bank }) {
  const advice = useQuery(adviceQuery);
  // Kept here: after a purchase the advice changes and the move below is replaced.
  const [done, setDone] = useState<string | null>(null);
  let body: ReactNode;
  if (advice.isPending) body = <Loading />;
  else if (advice.isError) body = <p>{homeText.loadError}</p>;
  else if (advice.data.best === null) {
    body = <p>{bank.inDebt ? homeText.moveNoneInDebt : homeText.moveNone}</p>;
  } else if (advice.data.best.kind === 'quiz') {
    body = <QuizMoveView move={advice.data.best} />;
  } else {
    body = (
      <PurchaseMoveView
        key={moveKey(advice.data.best)}
        move={advice.data.best}
        onStart={() => setDone(null)}
        onDone={setDone}
      />
    );
  }
  return (
    <section className="home-card home-move" aria-labelledby="home-move-title">
      <h2 id="home-move-title">{homeText.moveHeading}</h2>
      {body}
      <div aria-live="polite">
        <FormMessage success={done} />
      </div>
      <p className="home-card-footer">
        <Link to="/defenseshop">{homeText.moveShop}</Link>
      </p>
    </section>
  );
}

const moveKey = (move: PurchaseMove) => `${move.defenseId}:${move.fromLevel}:${move.toLevel}`;

function PurchaseMoveView({
  move,
  onStart,
  onDone,
}: {
  move: PurchaseMove;
  onStart: () => void;
  onDone: (message: string) => void;
}) {
  const purchase = useRunPurchase();
  const name = DEFENSES[move.defenseId].name;
  const onClick = async () => {
    onStart();
    if (await purchase.run(move)) onDone(homeText.moveDone(name, move.toLevel));
  };
  return (
    <>
      <p className="home-move-what">{name}</p>
      <p>{homeText.moveLevel(move.toLevel, targetLevelName(move))}</p>
      <p className="home-move-why">
        {homeText.moveWhy(
          formatMoney(move.expectedSavedPerWave),
          formatNumber(move.paybackWaves, 1),
        )}
      </p>
      <Button pending={purchase.pending} onClick={() => void onClick()}>
        {purchaseLabel(move)}
      </Button>
      <FormMessage error={purchase.error} />
    </>
  );
}

function QuizMoveView({ move }: { move: QuizMove }) {
  return (
    <>
      <p className="home-move-what">{FRAUD_NAMES[move.fraudId]}</p>
      <p className="home-move-why">
        {homeText.moveQuizWhy(formatMoney(move.reward), move.reason === 'review')}
      </p>
      <Link
        to="/frauds/$fraudId/quiz"
        params={{ fraudId: move.fraudId }}
        className="btn btn-primary"
      >
        {quizLabel(move.fraudId)}
      </Link>
    </>
  );
}
