import type { SuggestResponse } from '@bidhub/contracts';
import { highlightParts } from './highlight';

type Suggestion = SuggestResponse['suggestions'][number];

interface SuggestionListProps {
  id: string;
  suggestions: Suggestion[];
  typed: string;
  active: number;
  onChoose: (suggestion: Suggestion) => void;
}

export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

/** The names under the search box, the typed part of each marked; the input keeps the focus throughout. */
export function SuggestionList({ id, suggestions, typed, active, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Suggestions" className="search-box__listbox">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.slug}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === active}
          // A name in Hebrew or Arabic runs right to left, as on its card and page.
          dir="auto"
          className={index === active ? 'search-suggestion search-suggestion--active' : 'search-suggestion'}
          // The input must not lose its focus (which would close the list) before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          {highlightParts(suggestion.name, typed).map((part, at) => (part.matched ? <mark key={at}>{part.text}</mark> : <span key={at}>{part.text}</span>))}
        </li>
      ))}
    </ul>
  );
}
