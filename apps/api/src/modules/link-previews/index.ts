export { escapeHtml } from './html-escape.js';
export { categoryPreviewTags, injectPreview, productPreviewTags } from './preview-meta.js';
export { originOf } from './request-origin.js';
