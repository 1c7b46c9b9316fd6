import { Button } from 'antd';

/** Shown only while fewer products are loaded than the server counts. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="load-more">
      <Button type="primary" onClick={onClick} loading={loading}>
        {loading ? 'Loading ...' : 'Load more'}
      </Button>
    </div>
  );
}
