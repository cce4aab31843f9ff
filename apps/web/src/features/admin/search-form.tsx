import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';

/**
 * The console's search by name or e-mail (players, a cohort's members): the typed text is searched
 * on submit, and Clear, shown while a search is on, goes back to everyone.
 */
export function SearchForm({
  id,
  q,
  words,
  onSearch,
}: {
  id: string;
  /** The search in the address. */
  q: string;
  words: { label: string; submit: string; clear: string };
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form className="admin-search" onSubmit={onSubmit}>
        <div className="admin-field admin-search-field">
          <label htmlFor={id}>{words.label}</label>
          <input
            id={id}
            type="search"
            value={text}
            maxLength={254}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="admin-actions">
          <Button type="submit">{words.submit}</Button>
          {q && (
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              {words.clear}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
