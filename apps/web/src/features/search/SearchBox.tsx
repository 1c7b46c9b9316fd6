import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SuggestionList, suggestionId } from './SuggestionList';
import { useSearch } from './use-search';
import { useSuggestionList } from './use-suggestion-list';

/** Named 'Search' always; on a narrow phone it shows only its magnifier (styles.css). */
function SearchButton({ loading }: { loading: boolean }) {
  return (
    <button type="submit" className="btn btn--primary search-box__button" aria-busy={loading}>
      {loading && <span className="spinner search-box__spinner" aria-hidden="true" />}
      <span aria-hidden="true" className="search-box__icon" />
      <span className="search-box__label">Search</span>
    </button>
  );
}

/** The box's text: what is typed, until a search started elsewhere (opening /search?q= directly, Back) shows its keyword. */
function useBoxText(keyword: string) {
  const [text, setText] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setText(keyword);
  }
  return [text, setText] as const;
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
  const [text, setText] = useBoxText(keyword);
  const list = useSuggestionList(text);

  const runSearch = async () => {
    const wanted = text.trim();
    list.close();
    if (!wanted) return;
    await search(wanted);
    navigate(`/search?q=${encodeURIComponent(wanted)}`);
  };
  const choose = ({ name, slug }: { name: string; slug: string }) => {
    list.close();
    setText(name);
    navigate(`/product/${encodeURIComponent(slug)}`);
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
        name="keyword"
        role="combobox"
        className="field search-box__input"
        placeholder="Search"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={list.expanded}
        aria-controls={list.expanded ? listId : undefined}
        aria-activedescendant={list.highlighted >= 0 ? suggestionId(listId, list.highlighted) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          list.reopen();
        }}
        onKeyDown={(event) => list.onKeyDown(event, choose)}
        onBlur={list.close}
      />
      <SearchButton loading={loading} />
      {list.expanded && <SuggestionList id={listId} suggestions={list.suggestions} typed={text} active={list.highlighted} onChoose={choose} />}
    </form>
  );
}
