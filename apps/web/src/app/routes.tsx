import { lazy } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { AdminRoute } from './guards/AdminRoute';
import { ToOwnDashboard } from './guards/ToOwnDashboard';
import { UserRoute } from './guards/UserRoute';
import { HomePage, ProductPage } from './first-screen-routes';
import { Layout } from './Layout';

/** '/' is the home page: a shared '/?sort=price-desc' keeps its sort and filters on the way. */
function ToHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/home', search }} replace />;
}

// Route-level code splitting: each screen downloads when it is first visited.
const BidPage = lazy(() => import('../features/bidding/BidPage').then((module) => ({ default: module.BidPage })));
const RemovedAuctionPage = lazy(() => import('../features/bidding/RemovedAuctionPage').then((module) => ({ default: module.RemovedAuctionPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((module) => ({ default: module.LoginPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })));
const UserDashboardLayout = lazy(() => import('../features/auth/dashboard/UserDashboardLayout').then((module) => ({ default: module.UserDashboardLayout })));
const UserDashboardPage = lazy(() => import('../features/auth/dashboard/UserDashboardPage').then((module) => ({ default: module.UserDashboardPage })));
const UserItemsPage = lazy(() => import('../features/auth/dashboard/UserItemsPage').then((module) => ({ default: module.UserItemsPage })));
const ProfilePage = lazy(() => import('../features/auth/dashboard/ProfilePage').then((module) => ({ default: module.ProfilePage })));
const AdminDashboardLayout = lazy(() => import('../features/auth/dashboard/AdminDashboardLayout').then((module) => ({ default: module.AdminDashboardLayout })));
const AdminDashboardPage = lazy(() => import('../features/auth/dashboard/AdminDashboardPage').then((module) => ({ default: module.AdminDashboardPage })));
const CreateCategoryPage = lazy(() => import('../features/admin/categories/CreateCategoryPage').then((module) => ({ default: module.CreateCategoryPage })));
const CreateProductPage = lazy(() => import('../features/admin/products/CreateProductPage').then((module) => ({ default: module.CreateProductPage })));
const AdminProductsPage = lazy(() => import('../features/admin/products/AdminProductsPage').then((module) => ({ default: module.AdminProductsPage })));
const UpdateProductPage = lazy(() => import('../features/admin/products/UpdateProductPage').then((module) => ({ default: module.UpdateProductPage })));
const CategoriesPage = lazy(() => import('../features/catalog/CategoriesPage').then((module) => ({ default: module.CategoriesPage })));
const CategoryProductsPage = lazy(() => import('../features/catalog/CategoryProductsPage').then((module) => ({ default: module.CategoryProductsPage })));
const SearchPage = lazy(() => import('../features/search/SearchPage').then((module) => ({ default: module.SearchPage })));
const CartPage = lazy(() => import('../features/wishlist/CartPage').then((module) => ({ default: module.CartPage })));
const AboutPage = lazy(() => import('../features/pages/AboutPage').then((module) => ({ default: module.AboutPage })));
const ContactPage = lazy(() => import('../features/pages/ContactPage').then((module) => ({ default: module.ContactPage })));
const PolicyPage = lazy(() => import('../features/pages/PolicyPage').then((module) => ({ default: module.PolicyPage })));
const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/** The app's screens by address; WEB_ROUTE_PATHS in the contracts lists the same addresses for the server. */
export const appRoutes = (
  <Route element={<Layout />}>
    <Route index element={<ToHome />} />
    <Route path="home" element={<HomePage />} />
    <Route path="product/:slug" element={<ProductPage />} />
    <Route path="bid" element={<BidPage />} />
    <Route path="removed/:id" element={<RemovedAuctionPage />} />
    <Route path="categories" element={<CategoriesPage />} />
    <Route path="category/:slug" element={<CategoryProductsPage />} />
    <Route path="search" element={<SearchPage />} />
    <Route path="cart" element={<CartPage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="policy" element={<PolicyPage />} />
    <Route path="register" element={<RegisterPage />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="dashboard" element={<ToOwnDashboard />} />
    <Route element={<UserRoute />}>
      <Route path="dashboard/user" element={<UserDashboardLayout />}>
        <Route index element={<UserDashboardPage />} />
        <Route path="items" element={<UserItemsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="cart" element={<CartPage inDashboard />} />
      </Route>
    </Route>
    <Route element={<AdminRoute />}>
      <Route path="dashboard/admin" element={<AdminDashboardLayout />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="create-category" element={<CreateCategoryPage />} />
        <Route path="create-product" element={<CreateProductPage />} />
        <Route path="products" element={<AdminProductsPage />} />
        <Route path="product/:slug" element={<UpdateProductPage />} />
      </Route>
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
