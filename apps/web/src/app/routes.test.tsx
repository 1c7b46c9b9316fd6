import { WEB_ROUTE_PATHS } from '@bidhub/contracts';
import { createRoutesFromElements, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

/** Every address a route answers, its parents' paths joined; '*' is the app's "Page not found". */
function addressesOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path === undefined ? undefined : `${parent}/${route.path}`;
    const children = route.children ? addressesOf(route.children, route.path === undefined ? parent : `${parent}/${route.path}`) : [];
    return own === undefined || own.endsWith('/*') ? children : [own, ...children];
  });
}

describe('the addresses the server knows as pages', () => {
  it('are exactly the routes the app declares, so a page the app has is never sent as a 404', () => {
    const declared = new Set(addressesOf(createRoutesFromElements(appRoutes)));
    expect(declared).toEqual(new Set(WEB_ROUTE_PATHS));
  });
});
