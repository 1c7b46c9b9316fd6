import { MissingPanel } from '../../components/MissingPanel';

export function ProductNotFound() {
  return <MissingPanel title="Product not found" text="This auction does not exist, or it has been removed." />;
}
