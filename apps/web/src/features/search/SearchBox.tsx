import { AutoComplete, Input } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { highlightParts } from './highlight';
import { useSearch } from './use-search';
import { useSuggestions } from './use-suggestions';

/**
 * The header's search box: suggestions drop down as the user types (arrow keys, Enter, Escape;
 * antd's combobox and listbox roles); choosing one opens that product, Enter without a choice runs
 * the search, keeps the results, then shows them at /search?q=.
 */
export function SearchBox() {
  const { keyword, loading, search } = useSearch();
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  const suggestions = useSuggestions(text);
  // Enter on a highlighted suggestion also reaches the input's own Enter: that one is not a search.
  const chosen = useRef(false);

  // A search started elsewhere (opening /search?q= directly, Back) shows its keyword here too.
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setText(keyword);
  }

  const runSearch = async (typed: string) => {
    const wanted = typed.trim();
    if (chosen.current || !wanted) return;
    await search(wanted);
    navigate(`/search?q=${encodeURIComponent(wanted)}`);
  };
  // Decided after the key press is handled, so a suggestion chosen by the same Enter wins either way round.
  const submit = (typed: string) => setTimeout(() => void runSearch(typed));

  const choose = (slug: string) => {
    const suggestion = suggestions.find((candidate) => candidate.slug === slug);
    chosen.current = true;
    // Cleared after any deferred submit of the same key press has looked at it.
    setTimeout(() =>
      setTimeout(() => {
        chosen.current = false;
      }),
    );
    setText(suggestion?.name ?? text);
    navigate(`/product/${encodeURIComponent(slug)}`);
  };

  const options = suggestions.map(({ name, slug }) => ({
    value: slug,
    // The option's accessible name; the label below is the same name with the match marked.
    'aria-label': name,
    label: (
      <span className="search-suggestion">
        {highlightParts(name, text).map((part, index) => (part.matched ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
      </span>
    ),
  }));

  return (
    <div role="search" className="search-box">
      <AutoComplete
        value={text}
        options={options}
        onChange={(value: string) => setText(suggestions.some((candidate) => candidate.slug === value) ? text : value)}
        onSelect={choose}
        popupMatchSelectWidth
        className="search-box__input"
        // At most 8 options: every one is rendered, each with role=option, so screen readers and arrow keys reach it.
        virtual={false}
        // Enter without an arrow key runs the search, as before suggestions existed.
        defaultActiveFirstOption={false}
        aria-label="Search products"
      >
        <Input.Search
          onSearch={submit}
          // Escape closes the suggestions; a search field's native Escape would also wipe the text.
          onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}
          placeholder="Search"
          aria-label="Search products"
          enterButton="Search"
          loading={loading}
        />
      </AutoComplete>
    </div>
  );
}
