import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { DataError } from '../../../components/DataError';
import { SkeletonLines } from '../../../components/SkeletonLines';
import { errorMessage } from '../../../lib/api-client';
import { SEARCH_LIST } from '../../catalog';
import { searchQuery } from '../../search';
import { AdminProductCard } from './AdminProductCard';

/** How many match; at the search's limit more may, so it does not claim a count (outside audit R7: '50 match' of 140). */
function matchesText(count: number, keyword: string): string {
  if (count === 0) return `No product matches "${keyword}".`;
  if (count >= PRODUCT_LIMITS.maxSearchResults) return `The best ${count} matches for "${keyword}" are shown; more may match: add a word to narrow it.`;
  return `${count} ${count === 1 ? 'product matches' : 'products match'} "${keyword}", best match first.`;
}

/**
 * The products matching `keyword`, best match first, open and ended alike: with thousands of lots an
 * old one lay a few hundred 'Load more' away (outside audit X3).
 */
export function AdminProductMatches({ keyword }: { keyword: string }) {
  const { data, error, isPending, refetch } = useQuery(searchQuery(keyword, SEARCH_LIST));
  if (error) return <DataError title="The search could not be run" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (isPending) return <SkeletonLines count={6} />;
  return (
    <>
      <p className="text-secondary" aria-live="polite">
        {matchesText(data.length, keyword)}
      </p>
      <div className="admin-product-grid">
        {data.map((product) => (
          <AdminProductCard key={product._id} product={product} />
        ))}
      </div>
    </>
  );
}
