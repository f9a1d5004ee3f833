// The squad's standalone dev page: this remote alone, with the shared tokens and a router of its own.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@site/shared/src/theme/tokens.css';
import App from './expose/App';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
