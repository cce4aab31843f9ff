import { FAMILY_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney } from '../../lib/format';
import { bankQuery, nextWaveQuery } from '../game/game-api';
import { BankBalance } from './bank-balance';
import { DefenseCard } from './defense-card';
import {
  arrangeCards,
  buildCards,
  forecastMixOf,
  loadoutOf,
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
  const shown = useMemo(() => arrangeCards(cards, filter, sort), [cards, filter, sort]);

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
            Retry
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
                {forecast.difficulty && forecast.difficulty !== 'custom' && `, ${forecast.difficulty}`}.
              </>
            ) : (
              SHOP_TEXT.noForecast
            )}
          </p>

          <div className="shop-controls" role="group" aria-label={SHOP_TEXT.controlsLabel}>
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
                  <span>{SHOP_TEXT.filters[value]}</span>
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
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
          {announcement && (
            <p className="notice notice-good shop-announcement" aria-hidden="true">
              {announcement}
            </p>
          )}

          {shown.length === 0 ? (
            <p className="shop-empty">
              {filter === 'owned' ? SHOP_TEXT.emptyOwned : SHOP_TEXT.emptyNotOwned}
            </p>
          ) : (
            <ul className="shop-grid">
              {shown.map((card) => (
                <li key={card.defenseId}>
                  <DefenseCard card={card} hasForecast={forecast.hasForecast} onDone={setAnnouncement} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageShell>
  );
}

export { formatMoney };
