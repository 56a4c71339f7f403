import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: let the browser paint it before hydration takes the main thread,
// which on a slow phone otherwise holds back the first paint of a page that is already complete.
requestAnimationFrame(() => setTimeout(hydrate, 0));
