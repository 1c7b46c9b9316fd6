import { NavLink, Outlet } from 'react-router-dom';
import '../auth.css';
import { useFreshAccount } from './use-fresh-account';

export interface DashboardLink {
  to: string;
  label: string;
}

interface DashboardShellProps {
  heading: string;
  links: DashboardLink[];
}

/**
 * A dashboard: its menu on the left (on top on phones), the chosen page beside it. The page's own
 * title is the h1, so a screen reader's list of headings says which screen is open, not
 * "Admin Panel" on each (outside audit N1); the menu's title names its landmark.
 */
export function DashboardShell({ heading, links }: DashboardShellProps) {
  useFreshAccount();
  return (
    <div className="dashboard">
      <nav className="card dashboard__nav" aria-labelledby="dashboard-menu-title">
        <p id="dashboard-menu-title" className="dashboard__heading">
          {heading}
        </p>
        <ul className="dashboard__menu">
          {links.map(({ to, label }) => (
            <li key={to}>
              {/* NavLink marks the open page with aria-current="page". */}
              <NavLink to={to} end className="dashboard__link">
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard__page">
        <Outlet />
      </div>
    </div>
  );
}
