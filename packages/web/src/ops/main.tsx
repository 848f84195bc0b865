/** The staff console's entry (ops.html, served at /ops): its own chunks, never loaded by the shop. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { OpsApp } from './OpsApp';
import '../styles/global.css';
import '../styles/screens.css';
import './ops.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router base="/ops">
      <OpsApp />
    </Router>
  </StrictMode>,
);
