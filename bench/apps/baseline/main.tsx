// The baseline: the same page with React only, so the kit's share is the difference between the two.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <button type="button" onClick={() => undefined}>
    Connect Wallet
  </button>,
);
