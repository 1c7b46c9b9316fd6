import type { LedgerVerification } from './use-ledger-verification';

const SHOWN: Record<LedgerVerification, { type: 'success' | 'error' | 'info' | 'warning'; icon: string; message: string }> = {
  checking: { type: 'info', icon: 'i', message: 'Checking the ledger in your browser ...' },
  verified: { type: 'success', icon: '\u2713', message: 'Ledger verified in your browser' },
  failed: { type: 'error', icon: '\u2715', message: 'Ledger verification FAILED' },
  unsupported: { type: 'warning', icon: '!', message: 'Your browser cannot check the ledger here (Web Crypto needs https)' },
};

interface LedgerVerificationNoteProps {
  browser: LedgerVerification;
  server: boolean;
  /** Rows in the checked history, and bids the page already counts beyond them (a newer read is on its way). */
  checked?: { rows: number; unread: number };
}

/** What the check covered, when the page already shows bids newer than the history it checked. */
const coverage = ({ rows, unread }: { rows: number; unread: number }) =>
  `Checked up to bid ${rows}; the newest ${unread === 1 ? 'bid is' : `${unread} bids are`} still loading.`;

/**
 * Our own check of the hash chain next to the server's claim about it. Only a broken chain is read
 * out: a check that passes on every page load would be noise for screen-reader users.
 */
export function LedgerVerificationNote({ browser, server, checked }: LedgerVerificationNoteProps) {
  const { type, icon, message } = SHOWN[browser];
  const broken = browser === 'failed' || !server;
  return (
    // Keyed on it, so a chain found broken is a new alert element, which screen readers announce.
    <div key={String(broken)} className={`alert alert--${type} ledger-verification`} data-testid="ledger-verification" role={broken ? 'alert' : undefined}>
      <span className="ledger-verification__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <div className="ledger-verification__message">{message}</div>
        <div>{server ? 'The server reports the chain intact too.' : 'The server reports the chain BROKEN.'}</div>
        {browser === 'verified' && checked !== undefined && checked.unread > 0 && <div>{coverage(checked)}</div>}
      </div>
    </div>
  );
}
