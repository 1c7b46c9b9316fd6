import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Operation = { description?: string; parameters?: { name?: string; in?: string; description?: string; $ref?: string }[] };
let testApp: TestApp;
let document: { info: { description?: string }; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  testApp = await createTestApp();
  document = (await request(testApp.app).get('/api/v1/openapi.json').expect(200)).body;
});
afterAll(() => testApp.close());

const operations = () => Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ route: `${method} ${path}`, operation })));

describe('What the OpenAPI document explains to a client who reads only it', () => {
  it('When a client opens it, then its introduction gives the error shape, the sign-in, paging, caching, bids, live streams, limits and CORS', () => {
    const intro = document.info.description ?? '';
    for (const topic of ['{ success: false, message }', 'Authorization', 'nextCursor', 'If-None-Match', 'minNextBid', 'closed', 'Retry-After', 'CORS_ORIGIN']) expect(intro, topic).toContain(topic);
  });

  it('When a route takes a parameter, then the parameter says what it means', () => {
    const undescribed = operations().flatMap(({ route, operation }) =>
      (operation.parameters ?? []).filter((parameter) => !parameter.$ref && !parameter.description).map((parameter) => `${route} ${parameter.in}:${parameter.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it("When a search names no sort, then its sort parameter says best match comes first, where the lists' says newest", () => {
    const sortOf = (path: string) => document.paths[path]!.get!.parameters!.find((parameter) => parameter.name === 'sort')!.description;
    expect(sortOf('/product/search/{keyword}')).toMatch(/^Without it, the best match first/);
    expect(sortOf('/product/search')).toMatch(/^Without it, the best match first/);
    expect(sortOf('/product/get-product')).toMatch(/^`newest` \(default\)/);
  });

  it('When a route takes no cursor, then its page says nothing of one; and a slug says whose slug it is', () => {
    for (const { route, operation } of operations()) {
      const names = (operation.parameters ?? []).map((parameter) => parameter.name);
      const page = operation.parameters?.find((parameter) => parameter.name === 'page');
      if (page && !names.includes('cursor')) expect(page.description, route).not.toContain('cursor');
    }
    const slugOf = (path: string) => document.paths[path]!.get!.parameters!.find((parameter) => parameter.name === 'slug')!.description;
    expect(slugOf('/product/get-product/{slug}')).toMatch(/^The product's slug/);
    expect(slugOf('/product/product-category/{slug}')).toMatch(/^The category's slug/);
  });

  it('When a client writes a bid or a stream reader, then the routes describe the bid rules and every event with its data', () => {
    const description = (path: string, method: string) => document.paths[path]![method]!.description ?? '';
    for (const rule of ['minNextBid', 'maxBid', 'Idempotency-Key', '409']) expect(description('/product/bid-product/{id}', 'put'), rule).toContain(rule);
    for (const event of ['`bid`', '`closed`', '`updated`', '`removed`', 'Last-Event-ID', 'reserveMet']) expect(description('/product/{id}/live', 'get'), event).toContain(event);
    expect(description('/notifications/live', 'get')).toContain('`event: notification`');
  });

  it('When Swagger UI makes up example values, then dates and counts have no machine bounds to make them from', () => {
    const text = JSON.stringify(document);
    expect(text).toContain('"format":"date-time"');
    expect(text).not.toMatch(/"format":"date-time","pattern"|"pattern":"[^"]*","format":"date-time"/);
    expect(text).not.toContain(`"maximum":${Number.MAX_SAFE_INTEGER}`);
  });
});
