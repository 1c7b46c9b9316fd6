/**
 * Every address the web app answers, as its router declares them. The server sends the app's page
 * for these with 200 and for any other address with 404, so a crawler or a link checker sees a
 * missing page as missing (the app shows its own "Page not found" either way).
 */
export const WEB_ROUTE_PATHS = [
  '/',
  '/home',
  '/product/:slug',
  '/bid',
  '/removed/:id',
  '/categories',
  '/category/:slug',
  '/search',
  '/cart',
  '/about',
  '/contact',
  '/policy',
  '/register',
  '/login',
  '/forgot-password',
  '/dashboard',
  '/dashboard/user',
  '/dashboard/user/items',
  '/dashboard/user/profile',
  '/dashboard/user/cart',
  '/dashboard/admin',
  '/dashboard/admin/create-category',
  '/dashboard/admin/create-product',
  '/dashboard/admin/products',
  '/dashboard/admin/product/:slug',
] as const;
