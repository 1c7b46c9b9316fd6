import { Button, Result } from 'antd';
import type { FallbackProps } from 'react-error-boundary';

/**
 * What a screen that crashed shows instead of a blank page: try the screen again, or go home. Home is
 * a plain link, a full load, so it also recovers from a route chunk that failed to download.
 */
export function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  return (
    <main className="error-fallback">
      <Result
        status="500"
        title={<h1>Something went wrong</h1>}
        subTitle="This page stopped working. Your bids and account are safe on the server."
        extra={[
          <Button key="retry" type="primary" onClick={resetErrorBoundary}>
            Try again
          </Button>,
          <Button key="home" href="/home">
            Go to the home page
          </Button>,
        ]}
      />
    </main>
  );
}
