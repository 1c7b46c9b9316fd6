import { PHOTO_SLOT_SIZES, productPhotoSrcSet, productPhotoUrl, type Product } from '@bidhub/contracts';

const PHOTO_WIDTH = 640;
/** Photos are shown 4:3, the shape of the demo photos and of most camera pictures. */
const PHOTO_HEIGHT = 480;

/** The product page's largest paint: loaded at once, ahead of everything else the page fetches. */
export function ProductPhoto({ product }: { product: Product }) {
  const source = productPhotoUrl(product, PHOTO_WIDTH);
  if (!source) return <div className="product-photo product-photo--missing">No photo</div>;
  return (
    <img
      className="product-photo"
      src={source}
      srcSet={productPhotoSrcSet(product)}
      sizes={PHOTO_SLOT_SIZES.productPage}
      alt={product.name}
      width={PHOTO_WIDTH}
      height={PHOTO_HEIGHT}
      loading="eager"
      fetchPriority="high"
    />
  );
}
