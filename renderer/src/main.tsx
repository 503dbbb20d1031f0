// Process: renderer (entry). Picks the transport, builds the one store, starts it, renders the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pickApi } from './api';
import { App } from './shell/App';
import { createAppStore } from './store';
import { AppStoreProvider } from './store/context';
import './styles.css';

const store = createAppStore(pickApi());
void store.getState().start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppStoreProvider store={store}>
      <App />
    </AppStoreProvider>
  </StrictMode>,
);
