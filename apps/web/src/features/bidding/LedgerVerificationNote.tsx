import { Alert } from 'antd';
import type { LedgerVerification } from './use-ledger-verification';

const SHOWN: Record<LedgerVerification, { type: 'success' | 'error' | 'info' | 'warning'; message: string }> = {
  checking: { type: 'info', message: 'Checking the ledger in your browser ...' },
  verified: { type: 'success', message: 'Ledger verified in your browser' },
  failed: { type: 'error', message: 'Ledger verification FAILED' },
  unsupported: { type: 'warning', message: 'Your browser cannot check the ledger here (Web Crypto needs https)' },
};

interface LedgerVerificationNoteProps {
  browser: LedgerVerification;
  server: boolean;
}

/** Our own check of the hash chain next to the server's claim about it. */
export function LedgerVerificationNote({ browser, server }: LedgerVerificationNoteProps) {
  const { type, message } = SHOWN[browser];
  return (
    <Alert
      type={type}
      showIcon
      className="ledger-verification"
      data-testid="ledger-verification"
      message={message}
      description={server ? 'The server reports the chain intact too.' : 'The server reports the chain BROKEN.'}
    />
  );
}
