import type { Product } from '@bidhub/contracts';

const PHOTO_WIDTH = 640;
/** Photos are shown 4:3, the shape of the demo photos and of most camera pictures. */
const PHOTO_HEIGHT = 480;

export function ProductPhoto({ product }: { product: Product }) {
  if (!product.photoVersion) {
    return <div className="product-photo product-photo--missing">No photo</div>;
  }
  const source = `/api/v1/product/product-photo/${product._id}?w=${PHOTO_WIDTH}&v=${encodeURIComponent(product.photoVersion)}`;
  return <img className="product-photo" src={source} alt={product.name} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} />;
}
