import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 className="result-title">Page not found</h1>}
      subTitle="The page you are looking for does not exist."
      extra={
        <Link to="/home">
          <Button type="primary">Back to all products</Button>
        </Link>
      }
    />
  );
}
