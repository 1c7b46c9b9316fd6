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

/** A dashboard: its menu on the left (on top on phones), the chosen page beside it. */
export function DashboardShell({ heading, links }: DashboardShellProps) {
  useFreshAccount();
  return (
    <div className="dashboard">
      <nav className="card dashboard__nav" aria-label={heading}>
        <h1 className="dashboard__heading">{heading}</h1>
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
