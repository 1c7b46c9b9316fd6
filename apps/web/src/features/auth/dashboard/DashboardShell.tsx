import { Card, Col, Menu, Row, Typography } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';

export interface DashboardLink {
  to: string;
  label: string;
}

interface DashboardShellProps {
  heading: string;
  links: DashboardLink[];
}

/** A dashboard: its side menu on the left (on top on phones), the chosen page beside it. */
export function DashboardShell({ heading, links }: DashboardShellProps) {
  const { pathname } = useLocation();
  return (
    <Row gutter={[24, 24]} className="dashboard">
      <Col xs={24} md={6}>
        <Card size="small">
          <nav aria-label={heading}>
            <Typography.Title level={1} className="dashboard__heading">
              {heading}
            </Typography.Title>
            <Menu
              mode="vertical"
              className="dashboard__menu"
              selectedKeys={[pathname]}
              items={links.map(({ to, label }) => ({ key: to, label: <Link to={to}>{label}</Link> }))}
            />
          </nav>
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <Outlet />
      </Col>
    </Row>
  );
}
