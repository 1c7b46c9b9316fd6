import { Card, Skeleton, Typography } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { DataError } from '../../components/DataError';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../auth';
import { AuctionOutcome } from './AuctionOutcome';
import { BidProductForm } from './BidProductForm';
import { ProductNotFound } from './ProductNotFound';
import { SignInToBid } from './SignInToBid';
import { useProduct } from './use-product';

const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;

/** /bid?product={slug}: the spec's bid screen, reached from the product page; without a product it sends the user home. */
export function BidPage() {
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('product')?.trim() ?? '';
  if (!slug) return <Navigate to="/home" replace />;
  return <BidScreen slug={slug} />;
}

function BidScreen({ slug }: { slug: string }) {
  useDocumentTitle('Bid Product');
  const { load, applyBidState, retry } = useProduct(slug);
  const { session } = useSession();
  const navigate = useNavigate();

  if (load.status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (load.status === 'not-found') return <ProductNotFound />;
  if (load.status === 'failed') return <DataError title="This auction could not be loaded" message={load.message} onRetry={retry} />;
  const { product } = load;
  const open = product.status === 'open';
  return (
    <Card className="bid-page">
      <Typography.Title level={1} className="page-heading">
        Bid Product
      </Typography.Title>
      {!open ? (
        <AuctionOutcome winner={product.winner} reserveNotMet={product.hasReserve && !product.reserveMet} />
      ) : session ? (
        <BidProductForm
          product={product}
          bidder={session.user}
          onPlaced={(placed) => {
            applyBidState(placed);
            navigate('/');
          }}
        />
      ) : (
        <SignInToBid />
      )}
      <Typography.Paragraph>
        <Link to={productPath(product.slug)}>Back to the auction</Link>
      </Typography.Paragraph>
    </Card>
  );
}
