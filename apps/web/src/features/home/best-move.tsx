import { FRAUD_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { FormMessage } from '../../components/ui/form-message';
import { Loading } from '../../components/ui/loading';
import type { Bank } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import { adviceQuery, type PurchaseMove, type QuizMove } from '../game/advice-api';
import { AdvisedPurchase } from '../game/advised-purchase';
import { ADVICE_TEXT } from '../game/game-text';
import { purchaseLabel, quizLabel } from '../game/moves';
import { homeText } from './home-text';

/**
 * "Your best next move": the coming wave's best move (the server's advice), one button; Home's
 * primary card when nothing comes before it. `onActed`: a purchase started here.
 */
export function BestMove({ bank, onActed }: { bank: Bank; onActed?: () => void }) {
  const advice = useQuery(adviceQuery);
  // Kept here: after a purchase the advice changes and the move below is replaced.
  const [done, setDone] = useState<string | null>(null);
  let body: ReactNode;
  if (advice.isPending) body = <Loading />;
  else if (advice.isError) body = <p>{ADVICE_TEXT.loadError}</p>;
  else if (advice.data.best === null) {
    body = <p>{bank.inDebt ? ADVICE_TEXT.noPurchaseInDebt : ADVICE_TEXT.noPurchase}</p>;
  } else if (advice.data.best.kind === 'quiz') {
    body = <QuizMoveView move={advice.data.best} />;
  } else {
    body = (
      <AdvisedPurchase
        key={moveKey(advice.data.best)}
        move={advice.data.best}
        onStart={() => {
          setDone(null);
          onActed?.();
        }}
        onDone={setDone}
      />
    );
  }
  return (
    <section className="home-card home-move" aria-labelledby="home-move-title">
      <h2 id="home-move-title">{ADVICE_TEXT.heading}</h2>
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

/** The best move as a line of Home's "Also to do": where to make it, and what it is. */
export function MoveLine() {
  const best = useQuery(adviceQuery).data?.best;
  if (!best) return null;
  if (best.kind === 'quiz') {
    return (
      <>
        <Link to="/frauds/$fraudId/quiz" params={{ fraudId: best.fraudId }}>
          {quizLabel(best.fraudId)}
        </Link>
        <span className="home-todo-why">
          {homeText.moveQuizLine(formatMoney(best.reward), best.reason === 'review')}
        </span>
      </>
    );
  }
  return (
    <>
      <Link to="/defenses/$defenseId" params={{ defenseId: best.defenseId }}>
        {homeText.moveLine}
      </Link>
      <span className="home-todo-why">{`${purchaseLabel(best)}.`}</span>
    </>
  );
}

function QuizMoveView({ move }: { move: QuizMove }) {
  return (
    <>
      <p className="advised-name">{FRAUD_NAMES[move.fraudId]}</p>
      <p className="advised-money">
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
