import { Link } from 'react-router-dom';

export function AppFooter() {
  return (
    <footer className="app__footer">
      <p className="app__footer-text">BidHub - every bid checked by the server, shown live, provable afterwards.</p>
      <nav aria-label="Footer" className="app__footer-links">
        <Link to="/about">About</Link>
        <Link to="/contact">Contact</Link>
        <Link to="/policy">Privacy Policy</Link>
      </nav>
    </footer>
  );
}
