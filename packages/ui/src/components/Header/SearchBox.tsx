import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { HighlightMatch } from './HighlightMatch';
import { SearchIcon } from './icons';
import type { SearchSuggestion } from './types';
import { useControllableState } from '../../hooks/useControllableState';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Suggestions for the current value, as the keyword search returns them. */
  suggestions?: readonly SearchSuggestion[] | undefined;
  suggestionsLoading?: boolean | undefined;
  onSuggestionSelect?: ((suggestion: SearchSuggestion) => void) | undefined;
  /** Called with the trimmed value when the search is submitted without picking a suggestion. */
  onSubmit?: ((value: string) => void) | undefined;
  label?: string | undefined;
  placeholder?: string | undefined;
}

const countMessage = (count: number) => (count === 1 ? '1 suggestion available' : `${count} suggestions available`);

/** A WAI-ARIA combobox: typing shows suggestions, arrow keys move, Enter picks, Escape closes. */
export function SearchBox({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  suggestions = [],
  suggestionsLoading = false,
  onSuggestionSelect,
  onSubmit,
  label = 'Search lots',
  placeholder = 'Search coins and bullion',
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const wantsPopup = focused && !dismissed && value.trim() !== '';
  const loading = wantsPopup && suggestionsLoading;
  const expanded = wantsPopup && !suggestionsLoading && suggestions.length > 0;
  const active = expanded && activeIndex < suggestions.length ? activeIndex : -1;
  const status = loading ? 'Loading suggestions…' : expanded ? countMessage(suggestions.length) : '';

  const close = () => {
    setDismissed(true);
    setActiveIndex(-1);
  };

  const select = (suggestion: SearchSuggestion) => {
    close();
    setValue(suggestion.title);
    onSuggestionSelect?.(suggestion);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setDismissed(false);
          setActiveIndex(0);
          return;
        }
        setActiveIndex(active + 1 >= count ? 0 : active + 1);
        return;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex(active <= 0 ? count - 1 : active - 1);
        return;
      case 'Enter': {
        const suggestion = suggestions[active];
        if (!expanded || !suggestion) return;
        event.preventDefault();
        select(suggestion);
        return;
      }
      case 'Escape':
        if (!expanded && !loading) return;
        event.preventDefault();
        close();
        return;
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    close();
    onSubmit?.(query);
  };

  return (
    <div className={styles.root}>
      <form role="search" className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {label}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(event) => {
            setDismissed(false);
            setActiveIndex(-1);
            setValue(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActiveIndex(-1);
          }}
        />
        <Button type="submit" aria-label="Search">
          <SearchIcon />
        </Button>
      </form>
      <div className={styles.popup} hidden={!expanded && !loading} data-state={expanded || loading ? 'open' : 'closed'}>
        {loading ? (
          <p className={styles.loading} aria-hidden="true">
            Loading suggestions…
          </p>
        ) : null}
        <ul id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${index}:${suggestion.sku}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => select(suggestion)}
            >
              <span className={styles.optionTitle}>
                <HighlightMatch text={suggestion.title} query={value} />
              </span>
              <span className={styles.optionSku}>{suggestion.sku}</span>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className={visuallyHidden}>
        {status}
      </p>
    </div>
  );
}
