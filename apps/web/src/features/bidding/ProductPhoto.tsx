import type { Product } from '@bidhub/contracts';
import { productPhotoSrcSet, productPhotoUrl } from '../../lib/product-photo-url';

const PHOTO_WIDTH = 640;
/** Photos are shown 4:3, the shape of the demo photos and of most camera pictures. */
const PHOTO_HEIGHT = 480;
/** The photo column: the page's width on a phone, 10 of 24 columns from md up. */
const PHOTO_SIZES = '(max-width: 767px) 100vw, 40vw';

/** The product page's largest paint: loaded at once, ahead of everything else the page fetches. */
export function ProductPhoto({ product }: { product: Product }) {
  const source = productPhotoUrl(product, PHOTO_WIDTH);
  if (!source) return <div className="product-photo product-photo--missing">No photo</div>;
  return (
    <img
      className="product-photo"
      src={source}
      srcSet={productPhotoSrcSet(product)}
      sizes={PHOTO_SIZES}
      alt={product.name}
      width={PHOTO_WIDTH}
      height={PHOTO_HEIGHT}
      loading="eager"
      fetchPriority="high"
    />
  );
}
