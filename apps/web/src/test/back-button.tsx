import { useNavigate } from 'react-router-dom';

/** The browser's Back, as a button a test can press inside a MemoryRouter. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}
