export { forgetProductPhotos } from './photo-cache.js';
export { MAX_PHOTO_WIDTH, PHOTO_CONTENT_TYPE, encodeWebp, strongEtag } from './photo-encoding.js';
export { photoUpload, preparePhoto, refusePhotoAsText, storePhoto, type PreparedPhoto } from './photo-storage.js';
