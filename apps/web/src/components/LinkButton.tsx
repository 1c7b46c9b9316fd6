import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LinkButtonProps {
  to: string;
  type?: 'primary' | 'default';
  block?: boolean;
  className?: string;
  /** The id of what tells this link apart from others of the same name (a card's title). */
  describedBy?: string;
  /** Location state for the page it opens (where signing in comes back to). */
  state?: unknown;
  children: ReactNode;
}

/**
 * A link that looks like a button: a real <a href>, so opening in a new tab and crawlers work, while a
 * plain click navigates inside the app without reloading it.
 */
export function LinkButton({ to, type = 'default', block = false, className, describedBy, state, children }: LinkButtonProps) {
  const classes = ['btn', type === 'primary' && 'btn--primary', block && 'btn--block', className].filter(Boolean).join(' ');
  return (
    <Link to={to} state={state} className={classes} aria-describedby={describedBy}>
      {children}
    </Link>
  );
}
