import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SuggestionList } from './SuggestionList';

describe('The search suggestions', () => {
  it('When a suggested name is written in Hebrew, then the browser is left to read its direction from it, as on its card', () => {
    const suggestions = [{ _id: 'p1', name: 'שעון Omega משנת 1960', slug: 'omega-1960' }];
    render(<SuggestionList id="s" suggestions={suggestions} typed="שעון" active={-1} onChoose={() => {}} />);
    expect(screen.getByRole('option').getAttribute('dir')).toBe('auto');
  });
});
