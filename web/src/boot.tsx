/** Starts the app over the server's HTML, from the answers the server drew it with. */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readAppData } from './app/ssr/appData';

const container = document.getElementById('root')!;
const data = readAppData(document);

/** The server marks its HTML inert (it cannot act yet); once the app has replaced it, the page is live. */
function Live() {
  useEffect(() => container.removeAttribute('inert'), []);
  return null;
}

const root = createRoot(container);
// The server's HTML stays on screen until React's first render replaces it; as a transition that render
// yields to the browser every few milliseconds instead of blocking the main thread in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App data={data} />
      <Live />
    </StrictMode>,
  ),
);
