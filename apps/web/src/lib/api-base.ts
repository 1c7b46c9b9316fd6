/** Where the API answers, same-origin: the one axios client's base, and the live streams' (which axios cannot read). */
export const API_BASE = '/api/v1';
