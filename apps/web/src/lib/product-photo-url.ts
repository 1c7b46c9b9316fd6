// The photo URLs are part of the contract: the server preloads a page's largest photo by the same URLs.
export { productPhotoSrcSet, productPhotoUrl } from '@bidhub/contracts';
