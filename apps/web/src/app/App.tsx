import { ConfigProvider, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session/SessionProvider';
import { Layout } from './Layout';
import { Toasts } from './Toasts';

// Route-level code splitting: each screen downloads when it is first visited.
const HomePage = lazy(() => import('../features/catalog/HomePage').then((module) => ({ default: module.HomePage })));
const ProductPage = lazy(() => import('../features/bidding/ProductPage').then((module) => ({ default: module.ProductPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((module) => ({ default: module.LoginPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })));
const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

export function App() {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1f4fd1', borderRadius: 8 } }}>
      <SessionProvider>
        <BrowserRouter>
          <Suspense fallback={<Spin size="large" className="page-loading" />}>
            <Routes>
              <Route element={<Layout />}>
                <Route index element={<Navigate to="/home" replace />} />
                <Route path="home" element={<HomePage />} />
                <Route path="product/:slug" element={<ProductPage />} />
                <Route path="register" element={<RegisterPage />} />
                <Route path="login" element={<LoginPage />} />
                <Route path="forgot-password" element={<ForgotPasswordPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </Suspense>
        </BrowserRouter>
      </SessionProvider>
      <Toasts />
    </ConfigProvider>
  );
}
