import { Layout as AntLayout } from 'antd';
import { Link, Outlet } from 'react-router-dom';

export function Layout() {
  return (
    <AntLayout className="app">
      <AntLayout.Header className="app__header">
        <Link to="/home" className="app__brand" aria-label="BidHub home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          BidHub
        </Link>
        <nav aria-label="Main">
          <Link to="/home">Home</Link>
        </nav>
      </AntLayout.Header>
      <AntLayout.Content className="app__main">
        <Outlet />
      </AntLayout.Content>
      <AntLayout.Footer className="app__footer">BidHub - every bid checked by the server, shown live, provable afterwards.</AntLayout.Footer>
    </AntLayout>
  );
}
