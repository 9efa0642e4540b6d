import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/public.scss';
import '../styles/theme.css';
import '../styles/global.css';
import { PublicApp } from './PublicApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
);
