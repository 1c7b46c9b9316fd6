import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';

function renderMenu() {
  const chosen = vi.fn();
  render(
    <>
      <MenuButton
        label="Account"
        entries={[
          { key: 'dashboard', label: 'Dashboard', onSelect: () => chosen('dashboard') },
          { key: 'loading', label: 'Loading ...' },
          { key: 'logout', label: 'Logout', onSelect: () => chosen('logout') },
        ]}
      />
      <p>Elsewhere</p>
    </>,
  );
  return { chosen, button: screen.getByRole('button', { name: 'Account' }) };
}

describe('MenuButton', () => {
  it('opens on Enter at the first entry, arrows skip what cannot be chosen, Enter chooses and closes back to the button', async () => {
    const user = userEvent.setup();
    const { chosen, button } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Dashboard' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Dashboard' }));
    await user.keyboard('{End}{Enter}');
    expect(chosen).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape, back to the button, and on a click outside', async () => {
    const user = userEvent.setup();
    const { chosen, button } = renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chosen).not.toHaveBeenCalled();
  });

  it("opens a link entry in a new tab on Ctrl+Enter, as the keys would on the link itself, and keeps this page", async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const chosen = vi.fn();
    render(<MenuButton label="Categories" entries={[{ key: 'watches', label: <a href="/category/watches">Watches</a>, onSelect: chosen }]} />);
    screen.getByRole('button', { name: 'Categories' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(opened).toHaveBeenCalledWith(`${window.location.origin}/category/watches`, '_blank', 'noopener');
    expect(chosen).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    opened.mockRestore();
  });
});
