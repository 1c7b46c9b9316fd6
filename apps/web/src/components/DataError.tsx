import { Alert, Button } from 'antd';

/** A failed load said inline, where the data would have been, with a way to ask again. */
export function DataError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      className="page-alert"
      title={title}
      description={message}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
