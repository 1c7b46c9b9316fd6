import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { START_MODULE, staticImports, type Manifest } from '../../apps/api/src/modules/first-screen/route-chunks.js';

/** The screens a visitor lands on, by the lazily loaded modules each route renders (see App.tsx). */
const ROUTES: Record<string, string[]> = {
  '/home': ['src/features/catalog/HomePage.tsx'],
  '/product/:slug': ['src/features/bidding/ProductPage.tsx'],
  '/categories': ['src/features/catalog/CategoriesPage.tsx'],
  '/category/:slug': ['src/features/catalog/CategoryProductsPage.tsx'],
  '/search': ['src/features/search/SearchPage.tsx'],
  '/cart': ['src/features/wishlist/CartPage.tsx'],
  '/login': ['src/features/auth/LoginPage.tsx'],
  '/register': ['src/features/auth/RegisterPage.tsx'],
  '/forgot-password': ['src/features/auth/ForgotPasswordPage.tsx'],
  '/bid': ['src/features/bidding/BidPage.tsx'],
  '/about': ['src/features/pages/AboutPage.tsx'],
  '/dashboard/user/items': ['src/features/auth/dashboard/UserDashboardLayout.tsx', 'src/features/auth/dashboard/UserItemsPage.tsx'],
  '/dashboard/user/profile': ['src/features/auth/dashboard/UserDashboardLayout.tsx', 'src/features/auth/dashboard/ProfilePage.tsx'],
  '/dashboard/admin/create-category': ['src/features/auth/dashboard/AdminDashboardLayout.tsx', 'src/features/admin/categories/CreateCategoryPage.tsx'],
  '/dashboard/admin/products': ['src/features/auth/dashboard/AdminDashboardLayout.tsx', 'src/features/admin/products/AdminProductsPage.tsx'],
  '/dashboard/admin/create-product': ['src/features/auth/dashboard/AdminDashboardLayout.tsx', 'src/features/admin/products/CreateProductPage.tsx'],
  '/dashboard/admin/product/:slug': ['src/features/auth/dashboard/AdminDashboardLayout.tsx', 'src/features/admin/products/UpdateProductPage.tsx'],
};

export interface RouteSize {
  route: string;
  /** Gzipped bytes of every script the first visit to the route downloads before it can render. */
  gzipBytes: number;
  files: number;
  missing: string[];
}

const gzipSizes = new Map<string, number>();
function gzipSize(distDir: string, file: string): number {
  if (!gzipSizes.has(file)) {
    const precompressed = join(distDir, `${file}.gz`);
    const size = existsSync(precompressed) ? readFileSync(precompressed).length : gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return gzipSizes.get(file)!;
}

/** First-load JS per route from the Vite manifest of apps/web/dist (built with manifest: true). */
export function routeSizes(distDir: string): RouteSize[] {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  return Object.entries(ROUTES).map(([route, modules]) => {
    const chunks = staticImports(manifest, entry);
    // The entry (main.tsx) imports the app's start itself; the route's chunks come with it.
    for (const module of [START_MODULE, ...modules]) staticImports(manifest, module, chunks);
    const files = [...chunks].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    return {
      route,
      gzipBytes: files.reduce((total, file) => total + gzipSize(distDir, file), 0),
      files: files.length,
      missing: modules.filter((module) => !manifest[module]),
    };
  });
}
