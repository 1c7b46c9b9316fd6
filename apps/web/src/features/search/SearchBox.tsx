import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearch } from './use-search';

/** The header's search form: runs the search, keeps the results, then shows them at /search?q=. */
export function SearchBox() {
  const { keyword, loading, search } = useSearch();
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);

  // A search started elsewhere (opening /search?q= directly, Back) shows its keyword here too.
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setText(keyword);
  }

  const submit = async (typed: string) => {
    const wanted = typed.trim();
    if (!wanted) return;
    await search(wanted);
    navigate(`/search?q=${encodeURIComponent(wanted)}`);
  };

  return (
    <div role="search" className="search-box">
      <Input.Search
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(typed) => void submit(typed)}
        placeholder="Search"
        aria-label="Search products"
        enterButton="Search"
        loading={loading}
      />
    </div>
  );
}
