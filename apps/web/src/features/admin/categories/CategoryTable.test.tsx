import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoryTable } from './CategoryTable';

describe('Deleting a category', () => {
  it('When the admin asks to delete one, then the dialog says first that a category products still use is not deleted', async () => {
    render(<CategoryTable categories={[{ _id: 'c1', name: 'Lamps', slug: 'lamps' }]} loading={false} onEdit={() => {}} onDelete={() => Promise.resolve(true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lamps' }));
    expect(
      screen.getByRole('dialog', {
        name: 'Delete the category Lamps?',
        description: 'A category that products still use is not deleted; move or delete those products first. Otherwise this cannot be undone.',
      }),
    ).toBeTruthy();
  });
});
