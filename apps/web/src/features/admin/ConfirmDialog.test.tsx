import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('When it opens with focus on Cancel, then a screen reader is given the warning along with the title', () => {
    render(<ConfirmDialog title="Delete Brass Lamp?" description="This cannot be undone." onConfirm={async () => undefined} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Delete Brass Lamp?', description: 'This cannot be undone.' })).toBeTruthy();
  });
});
