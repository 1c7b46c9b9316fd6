import { type MouseEvent, type ReactNode, useId } from 'react';
import { useMenu } from './use-menu';

export interface MenuEntry {
  key: string;
  /** A link here stays a real <a href>: a click on it is the link's own (a new tab with Ctrl). */
  label: ReactNode;
  /** What Enter, Space or a click beside the link does; none for a line that only informs. */
  onSelect?: () => void;
  /** A line drawn before this entry. */
  separated?: boolean;
}

interface MenuButtonProps {
  label: ReactNode;
  entries: MenuEntry[];
  buttonClassName?: string;
  menuClassName?: string;
  align?: 'start' | 'end';
}

/** A button opening a menu of entries; a keyboard opens it with Enter, Space or ArrowDown. */
export function MenuButton({ label, entries, buttonClassName, menuClassName, align = 'start' }: MenuButtonProps) {
  const { open, setOpen, area, button, menu, closeToButton, onMenuKeyDown } = useMenu();
  const menuId = useId();
  const choose = (entry: MenuEntry, followsLink = false) => {
    if (!entry.onSelect) return;
    closeToButton();
    if (!followsLink) entry.onSelect();
  };

  return (
    <div ref={area} className={align === 'end' ? 'menu-button menu-button--end' : 'menu-button'}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || open) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" className={['menu', menuClassName].filter(Boolean).join(' ')} onKeyDown={onMenuKeyDown}>
          {entries.map((entry) => (
            <MenuItem key={entry.key} entry={entry} onChoose={choose} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MenuItem({ entry, onChoose }: { entry: MenuEntry; onChoose: (entry: MenuEntry, followsLink?: boolean) => void }) {
  // A click on the link inside is the link's own navigation; the menu only closes.
  const onClick = (event: MouseEvent) => onChoose(entry, (event.target as Element).closest('a') !== null);
  return (
    <>
      {entry.separated && <li role="separator" className="menu__separator" />}
      <li
        role="menuitem"
        tabIndex={-1}
        aria-disabled={entry.onSelect ? undefined : true}
        className="menu__item"
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          // Ctrl/Cmd/Shift+Enter on a link's entry: a new tab, as the same keys on a link would open.
          const link = event.currentTarget.querySelector('a');
          const newTab = event.key === 'Enter' && (event.ctrlKey || event.metaKey || event.shiftKey) && link !== null;
          if (newTab) window.open(link.href, '_blank', 'noopener');
          onChoose(entry, newTab);
        }}
      >
        {entry.label}
      </li>
    </>
  );
}
