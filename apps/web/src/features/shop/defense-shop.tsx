import { type DefenseId, FAMILY_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { BankBalance } from '../game/bank-balance';
import { forecastMixOf } from '../game/forecast-mix';
import { bankQuery, nextWaveQuery } from '../game/game-api';
import { loadoutOf } from '../game/loadout';
import { DefenseCard } from './defense-card';
import {
  arrangeCards,
  buildCards,
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
  const [announcement, setAnnouncement] = useState('');
  const sortId = useId();

  const forecast = useMemo(() => forecastMixOf(nextWave.data), [nextWave.data]);
  const cards = useMemo(
    () => (bank.data ? buildCards(loadoutOf(bank.data), bank.data.cash, forecast.mix) : []),
    [bank.data, forecast.mix],
  );
  // The order is fixed when the filter, sort or forecast changes, not after each purchase: a card
  // must not jump away from under the pointer or the keyboard focus the moment it is bought.
  // A new season (everything sold) or a new forecast re-sorts too.
  const orderKey = `${filter}|${sort}|${forecast.families.join(',')}|${forecast.difficulty}|${bank.data?.season.id}`;
  const [order, setOrder] = useState<{ key: string; ids: DefenseId[] } | null>(null);
  let ids = order?.ids ?? [];
  if (cards.length > 0 && order?.key !== orderKey) {
    ids = arrangeCards(cards, filter, sort).map((card) => card.defenseId);
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
            {forecast.hasForecast ? (
              <>
                <strong>{SHOP_TEXT.forecastPrefix}</strong>{' '}
                {forecast.families.map((family) => FAMILY_NAMES[family]).join(' and ') || '—'}
                {forecast.difficulty &&
                  forecast.difficulty !== 'custom' &&
                  `, ${forecast.difficulty}`}
                .
              </>
            ) : (
              SHOP_TEXT.noForecast
            )}
          </p>

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
            {SHOP_TEXT.count(shown.length, cards.length)}
          </p>
          <div role="status" className="shop-announcement">
            {announcement && <p className="notice notice-good">{announcement}</p>}
          </div>

          {shown.length === 0 ? (
            <p className="shop-empty">
              {filter === 'owned' ? SHOP_TEXT.emptyOwned : SHOP_TEXT.emptyNotOwned}
            </p>
          ) : (
            <ul className="shop-grid">
              {shown.map((card) => (
                <li key={card.defenseId}>
                  <DefenseCard
                    card={card}
                    hasForecast={forecast.hasForecast}
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
