import { Navigate, Route, useLocation } from 'react-router-dom';
import { lazyScreen } from '../lib/lazy-screen';
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
const BidPage = lazyScreen(() => import('../features/bidding/BidPage').then((module) => module.BidPage));
const RemovedAuctionPage = lazyScreen(() => import('../features/bidding/RemovedAuctionPage').then((module) => module.RemovedAuctionPage));
const RegisterPage = lazyScreen(() => import('../features/auth/RegisterPage').then((module) => module.RegisterPage));
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage').then((module) => module.LoginPage));
const ForgotPasswordPage = lazyScreen(() => import('../features/auth/ForgotPasswordPage').then((module) => module.ForgotPasswordPage));
const UserDashboardLayout = lazyScreen(() => import('../features/auth/dashboard/UserDashboardLayout').then((module) => module.UserDashboardLayout));
const UserDashboardPage = lazyScreen(() => import('../features/auth/dashboard/UserDashboardPage').then((module) => module.UserDashboardPage));
const UserItemsPage = lazyScreen(() => import('../features/auth/dashboard/UserItemsPage').then((module) => module.UserItemsPage));
const ProfilePage = lazyScreen(() => import('../features/auth/dashboard/ProfilePage').then((module) => module.ProfilePage));
const AdminDashboardLayout = lazyScreen(() => import('../features/auth/dashboard/AdminDashboardLayout').then((module) => module.AdminDashboardLayout));
const AdminDashboardPage = lazyScreen(() => import('../features/auth/dashboard/AdminDashboardPage').then((module) => module.AdminDashboardPage));
const CreateCategoryPage = lazyScreen(() => import('../features/admin/categories/CreateCategoryPage').then((module) => module.CreateCategoryPage));
const CreateProductPage = lazyScreen(() => import('../features/admin/products/CreateProductPage').then((module) => module.CreateProductPage));
const AdminProductsPage = lazyScreen(() => import('../features/admin/products/AdminProductsPage').then((module) => module.AdminProductsPage));
const UpdateProductPage = lazyScreen(() => import('../features/admin/products/UpdateProductPage').then((module) => module.UpdateProductPage));
const CategoriesPage = lazyScreen(() => import('../features/catalog/CategoriesPage').then((module) => module.CategoriesPage));
const CategoryProductsPage = lazyScreen(() => import('../features/catalog/CategoryProductsPage').then((module) => module.CategoryProductsPage));
const SearchPage = lazyScreen(() => import('../features/search/SearchPage').then((module) => module.SearchPage));
const CartPage = lazyScreen(() => import('../features/wishlist/CartPage').then((module) => module.CartPage));
const AboutPage = lazyScreen(() => import('../features/pages/AboutPage').then((module) => module.AboutPage));
const ContactPage = lazyScreen(() => import('../features/pages/ContactPage').then((module) => module.ContactPage));
const PolicyPage = lazyScreen(() => import('../features/pages/PolicyPage').then((module) => module.PolicyPage));
const NotFoundPage = lazyScreen(() => import('./NotFoundPage').then((module) => module.NotFoundPage));

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
        <Route path="cart" element={<CartPage />} />
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
