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

  const submit = async (typed: string) => {
    const wanted = typed.trim();
    if (chosen.current || !wanted) return;
    await search(wanted);
    navigate(`/search?q=${encodeURIComponent(wanted)}`);
  };

  const choose = (slug: string) => {
    const suggestion = suggestions.find((candidate) => candidate.slug === slug);
    chosen.current = true;
    setTimeout(() => {
      chosen.current = false;
    });
    setText(suggestion?.name ?? text);
    navigate(`/product/${encodeURIComponent(slug)}`);
  };

  const options = suggestions.map(({ name, slug }) => ({
    value: slug,
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
        aria-label="Search products"
      >
        <Input.Search onSearch={(typed) => void submit(typed)} placeholder="Search" aria-label="Search products" enterButton="Search" loading={loading} />
      </AutoComplete>
    </div>
  );
}
