import type { Product } from '@bidhub/contracts';
import { productPhotoUrl } from '../catalog/product-photo-url';

const PHOTO_WIDTH = 640;
/** Photos are shown 4:3, the shape of the demo photos and of most camera pictures. */
const PHOTO_HEIGHT = 480;

export function ProductPhoto({ product }: { product: Product }) {
  const source = productPhotoUrl(product, PHOTO_WIDTH);
  if (!source) return <div className="product-photo product-photo--missing">No photo</div>;
  return <img className="product-photo" src={source} alt={product.name} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} />;
}
