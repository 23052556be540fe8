import { createRoot } from 'react-dom/client';
import type { AppKit } from '../../kit/createAppKit';
import { KitScope } from './KitScope';
import { ModalHost } from './ModalHost';

/**
 * Mounts `kit`'s standalone modal root: a div appended to body whose React root renders the kit's scope
 * and its modal host, as `<AppKitProvider>` would. Returns the function that removes it.
 */
export function mountStandaloneModal(kit: AppKit, opener: Element | null): () => void {
  const container = document.createElement('div');
  container.setAttribute('data-portico-standalone', '');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <KitScope kit={kit}>
      <ModalHost inline={false} opener={opener} />
    </KitScope>,
  );
  return () => {
    // Called when a provider mounts, i.e. while React commits another root: unmounting then would be
    // a synchronous unmount inside a render, which React refuses; a microtask later it is not.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  };
}
