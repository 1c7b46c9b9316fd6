import { ConfigProvider, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { Toasts } from './Toasts';

// Route-level code splitting: each screen downloads when it is first visited.
const HomePage = lazy(() => import('../features/catalog/HomePage').then((module) => ({ default: module.HomePage })));
const ProductPage = lazy(() => import('../features/bidding/ProductPage').then((module) => ({ default: module.ProductPage })));
const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

export function App() {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1f4fd1', borderRadius: 8 } }}>
      <BrowserRouter>
        <Suspense fallback={<Spin size="large" className="page-loading" />}>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<Navigate to="/home" replace />} />
              <Route path="home" element={<HomePage />} />
              <Route path="product/:slug" element={<ProductPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </BrowserRouter>
      <Toasts />
    </ConfigProvider>
  );
}
