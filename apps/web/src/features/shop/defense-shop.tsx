import type { DefenseId } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { adviceQuery } from '../game/advice-api';
import { AdvisedPurchase } from '../game/advised-purchase';
import { BankBalance } from '../game/bank-balance';
import { forecastFacts, forecastMixOf } from '../game/forecast-mix';
import { bankQuery, nextWaveQuery } from '../game/game-api';
import { ADVICE_TEXT, describeForecast } from '../game/game-text';
import { loadoutOf } from '../game/loadout';
import { DefenseCard } from './defense-card';
import {
  arrangeCards,
  buildCards,
  investmentsOf,
  SHOP_FILTERS,
  SHOP_SORTS,
  type ShopFilter,
  type ShopSort,
} from './shop-model';
import { SHOP_TEXT } from './shop-text';
import './shop.css';

export function DefenseShop({
  filter,
  sort,
  onChange,
}: {
  filter: ShopFilter;
  sort: ShopSort;
  onChange: (filter: ShopFilter, sort: ShopSort) => void;
}) {
  const bank = useQuery(bankQuery);
  const nextWave = useQuery(nextWaveQuery);
  const advice = useQuery(adviceQuery);
  const [announcement, setAnnouncement] = useState('');
  const sortId = useId();

  const forecast = useMemo(() => forecastMixOf(nextWave.data), [nextWave.data]);
  const cards = useMemo(
    () =>
      bank.data
        ? buildCards(loadoutOf(bank.data), bank.data.cash, forecast.mix, investmentsOf(bank.data))
        : [],
    [bank.data, forecast.mix],
  );
  // The order is fixed when the filter, sort or forecast changes, not after each purchase: a card
  // must not jump away from under the pointer or the keyboard focus the moment it is bought.
  // A new season (everything sold) or a new forecast re-sorts too. The first order waits for the
  // advice, whose defense comes first; later advice moves the "Best buy" tag, not the cards.
  const bestPurchase = advice.data?.bestPurchase ?? null;
  const advised = bestPurchase?.defenseId ?? null;
  const orderKey = `${filter}|${sort}|${forecast.families.join(',')}|${forecast.difficulty}|${bank.data?.season.id}`;
  const [order, setOrder] = useState<{ key: string; ids: DefenseId[] } | null>(null);
  let ids = order?.ids ?? [];
  if (cards.length > 0 && !advice.isPending && order?.key !== orderKey) {
    ids = arrangeCards(cards, filter, sort, advised).map((card) => card.defenseId);
    setOrder({ key: orderKey, ids });
  }
  const byId = new Map(cards.map((card) => [card.defenseId, card]));
  const shown = ids.flatMap((id) => byId.get(id) ?? []);

  return (
    <PageShell title={SHOP_TEXT.title} lead={SHOP_TEXT.lead}>
      {bank.isPending ? (
        <Loading />
      ) : bank.isError ? (
        <div className="notice notice-bad" role="alert">
          <p>
            {SHOP_TEXT.loadError} {gameMessageFor(bank.error)}
          </p>
          <Button variant="secondary" onClick={() => void bank.refetch()}>
            {SHOP_TEXT.retry}
          </Button>
        </div>
      ) : (
        <>
          <BankBalance bank={bank.data} />
          {bank.data.cash < 0 && (
            <p className="notice notice-bad shop-debt" role="note">
              {SHOP_TEXT.inDebt(bank.data.cash)}
            </p>
          )}
          <p className="shop-forecast">
            <strong>{SHOP_TEXT.forecastHeading}:</strong>{' '}
            {describeForecast(forecastFacts(nextWave.data?.next ?? null))}
          </p>
          <section className="shop-advice" aria-labelledby="shop-advice-title">
            <h2 id="shop-advice-title">{SHOP_TEXT.adviceHeading}</h2>
            {advice.isPending ? (
              <Loading />
            ) : advice.isError ? (
              <p>{ADVICE_TEXT.loadError}</p>
            ) : bestPurchase ? (
              <AdvisedPurchase
                key={`${bestPurchase.defenseId}:${bestPurchase.fromLevel}:${bestPurchase.toLevel}`}
                move={bestPurchase}
                onStart={() => setAnnouncement('')}
                onDone={setAnnouncement}
              />
            ) : (
              <p>{bank.data.inDebt ? ADVICE_TEXT.noPurchaseInDebt : ADVICE_TEXT.noPurchase}</p>
            )}
          </section>

          <div className="shop-controls">
            <fieldset className="shop-filter">
              <legend>{SHOP_TEXT.filterLegend}</legend>
              {SHOP_FILTERS.map((value) => (
                <label key={value} className="shop-filter-option">
                  <input
                    type="radio"
                    name="shop-filter"
                    value={value}
                    checked={filter === value}
                    onChange={() => onChange(value, sort)}
                  />
                  <span>
                    {filter === value && <Check size={16} aria-hidden="true" />}
                    {SHOP_TEXT.filters[value]}
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="shop-sort">
              <label htmlFor={sortId}>{SHOP_TEXT.sortLabel}</label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => {
                  const value = SHOP_SORTS.find((s) => s === event.target.value);
                  if (value) onChange(filter, value);
                }}
              >
                {SHOP_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {SHOP_TEXT.sorts[value]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <p className="shop-count muted" aria-live="polite">
            {!advice.isPending && SHOP_TEXT.count(shown.length, cards.length)}
          </p>
          <div role="status" className="shop-announcement">
            {announcement && <p className="notice notice-good">{announcement}</p>}
          </div>

          {advice.isPending ? (
            <Loading />
          ) : shown.length === 0 ? (
            <p className="shop-empty">
              {filter === 'owned' ? SHOP_TEXT.emptyOwned : SHOP_TEXT.emptyNotOwned}
            </p>
          ) : (
            <ul className="shop-grid">
              {shown.map((card) => (
                <li key={card.defenseId}>
                  <DefenseCard
                    card={card}
                    advice={bestPurchase?.defenseId === card.defenseId ? bestPurchase : null}
                    onDone={setAnnouncement}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageShell>
  );
}
