import { type KeyboardEvent, useState } from 'react';
import { useSuggestions } from './use-suggestions';

interface Suggestion {
  name: string;
  slug: string;
}

/** The next highlighted suggestion; past either end the highlight goes back to the typed text (-1). */
function nextActive(current: number, step: 1 | -1, count: number): number {
  const next = current + step;
  if (next >= count) return -1;
  return next < -1 ? count - 1 : next;
}

/**
 * The search box's drop-down: the suggestions for the typed text, whether they show, and which one
 * the arrow keys highlight. Escape closes it; Enter on a highlighted one chooses it.
 */
export function useSuggestionList(text: string) {
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text);
  const expanded = listOpen && suggestions.length > 0;
  const highlighted = expanded && active < suggestions.length ? active : -1;

  const close = () => {
    setListOpen(false);
    setActive(-1);
  };
  const reopen = () => {
    setListOpen(true);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent, choose: (suggestion: Suggestion) => void) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : undefined;
    if (step && suggestions.length > 0) {
      event.preventDefault();
      setListOpen(true);
      setActive(nextActive(expanded ? highlighted : -1, step, suggestions.length));
    } else if (event.key === 'Escape') {
      // A search field's native Escape would also wipe the text.
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      choose(suggestions[highlighted]!);
    }
  };
  return { suggestions, expanded, highlighted, close, reopen, onKeyDown };
}
