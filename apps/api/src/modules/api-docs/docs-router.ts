import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { Router } from 'express';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** No inline script: the page loads Swagger UI and its start-up from files, so the strict CSP stays. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BidHub API reference</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START_SCRIPT = "window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n";

/** /api/docs: an interactive reference of the OpenAPI document, served from the swagger-ui-dist package. */
export function createDocsRouter(): Router {
  const router = Router();
  router.use('/assets', express.static(swaggerUiDir, { index: false, maxAge: '1d' }));
  router.get('/start.js', (_request, response) => {
    response.type('application/javascript').send(START_SCRIPT);
  });
  router.get('/', (_request, response) => {
    response.type('html').send(PAGE);
  });
  return router;
}
