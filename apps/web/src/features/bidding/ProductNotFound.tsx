import { Result } from 'antd';
import { LinkButton } from '../../components/LinkButton';

export function ProductNotFound() {
  return (
    <Result
      status="404"
      title="Product not found"
      subTitle="This auction does not exist, or it has been removed."
      extra={
        <LinkButton type="primary" to="/home">
          See all auctions
        </LinkButton>
      }
    />
  );
}
