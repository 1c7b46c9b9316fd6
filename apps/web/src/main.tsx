import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './ui.css';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser every few milliseconds: on a slow phone
// the first screen no longer blocks input for the whole length of its render.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
