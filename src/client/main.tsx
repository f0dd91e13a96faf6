import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container, {
  // Errors an error boundary handles are shown on screen; keep them out of console.error.
  onCaughtError: (error, info) => console.warn('Caught by an error boundary:', error, info.componentStack),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
