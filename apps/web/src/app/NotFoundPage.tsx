import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  // The tab and a screen reader's page title say it too, not only the heading.
  useDocumentTitle('Page not found');
  return (
    <div className="result">
      <p className="result__code" aria-hidden="true">
        404
      </p>
      <h1 className="result-title">Page not found</h1>
      <p className="result__text">The page you are looking for does not exist.</p>
      <div className="result__actions">
        <button type="button" className="btn btn--primary" onClick={() => navigate('/home')}>
          Back to all products
        </button>
      </div>
    </div>
  );
}
