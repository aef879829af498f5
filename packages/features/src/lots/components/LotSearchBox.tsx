import { Button, TextField, sprinkles } from '@storefront/ui';
import { useId, useState, type FormEvent } from 'react';
import { useLotSuggestions } from '../api/useLotSuggestions';

export interface LotSearchBoxProps {
  /** The search the page shows now. */
  search: string;
  onSearch: (search: string) => void;
}

/** The lots page's search by title or lot number, with suggestions as the buyer types. */
export function LotSearchBox({ search, onSearch }: LotSearchBoxProps) {
  const [text, setText] = useState(search);
  const listId = useId();
  const suggestions = useLotSuggestions(text).data?.results ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className={sprinkles({ display: 'flex', gap: 'small', alignItems: 'flex-end' })}
    >
      <TextField type="search" label="Search lots" list={listId} value={text} onValueChange={setText} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={`${suggestion.sku}-${suggestion.title}`} value={suggestion.title}>
            Lot # {suggestion.sku}
          </option>
        ))}
      </datalist>
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}
