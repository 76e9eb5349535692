// Global styles first, so component styles that come later win ties.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { registerServiceWorker } from './lib/service-worker';
import { applyTextSize, readTextSize } from './lib/text-size';

// The remembered text size, before anything renders: the first paint already has it.
applyTextSize(readTextSize());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider />
  </StrictMode>,
);

registerServiceWorker();
