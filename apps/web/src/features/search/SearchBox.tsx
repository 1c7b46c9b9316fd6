import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SuggestionList, suggestionId } from './SuggestionList';
import { useSearch } from './use-search';
import { useSuggestions } from './use-suggestions';

/** The next highlighted suggestion; past either end the highlight goes back to the typed text (-1). */
function nextActive(current: number, step: 1 | -1, count: number): number {
  const next = current + step;
  if (next >= count) return -1;
  return next < -1 ? count - 1 : next;
}

/**
 * The header's search box, a combobox (WAI-ARIA pattern): suggestions drop down as the user types,
 * arrow keys move through them (aria-activedescendant), Enter opens the highlighted product, Escape
 * closes the list. Enter without a highlighted one runs the search, keeps the results, then shows
 * them at /search?q=.
 */
export function SearchBox() {
  const { keyword, loading, search } = useSearch();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text);
  const expanded = listOpen && suggestions.length > 0;
  const highlighted = expanded && active < suggestions.length ? active : -1;

  // A search started elsewhere (opening /search?q= directly, Back) shows its keyword here too.
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setText(keyword);
  }

  const closeList = () => {
    setListOpen(false);
    setActive(-1);
  };
  const runSearch = async () => {
    const wanted = text.trim();
    closeList();
    if (!wanted) return;
    await search(wanted);
    navigate(`/search?q=${encodeURIComponent(wanted)}`);
  };
  const choose = ({ name, slug }: { name: string; slug: string }) => {
    closeList();
    setText(name);
    navigate(`/product/${encodeURIComponent(slug)}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : undefined;
    if (step && suggestions.length > 0) {
      event.preventDefault();
      setListOpen(true);
      setActive(nextActive(expanded ? highlighted : -1, step, suggestions.length));
    } else if (event.key === 'Escape') {
      // A search field's native Escape would also wipe the text.
      event.preventDefault();
      closeList();
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      choose(suggestions[highlighted]!);
    }
  };

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        void runSearch();
      }}
    >
      <input
        type="search"
        role="combobox"
        className="field search-box__input"
        placeholder="Search"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={highlighted >= 0 ? suggestionId(listId, highlighted) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setListOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={closeList}
      />
      <button type="submit" className="btn btn--primary search-box__button" aria-busy={loading}>
        {loading && <span className="spinner search-box__spinner" aria-hidden="true" />}
        Search
      </button>
      {expanded && <SuggestionList id={listId} suggestions={suggestions} typed={text} active={highlighted} onChoose={choose} />}
    </form>
  );
}
