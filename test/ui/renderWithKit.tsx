// Test support for the view tests: a real kit over memory storage, rendered inside the kit context
// and a themed root, plus an axe check. Not part of the shipped UI.
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { base, ethereum } from '../../src/core/networks/chains/evm';
import { solana } from '../../src/core/networks/chains/solana';
import type { CreateAppKitOptions } from '../../src/kit/appKitOptions';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { type ConnectorService, connectorServiceId } from '../../src/store/services/kitServices';
import { type ConnectorInfo, connectorsSlice } from '../../src/store/slices/connectorsSlice';
import { modalSlice, type ViewData, type ViewName } from '../../src/store/slices/modalSlice';
import { TextScope } from '../../src/ui/i18n/TextScope';
import { KitScope } from '../../src/ui/react/KitScope';

/** A kit for view tests: Ethereum, Base and Solana, memory storage, analytics off, restored. */
export async function createTestKit(options: Partial<CreateAppKitOptions> = {}): Promise<AppKit> {
  const kit = createAppKit({
    projectId: 'test',
    networks: [ethereum, base, solana],
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    ...options,
    features: { analytics: false, ...options.features },
  });
  await kit.ready;
  return kit;
}

/** Opens the modal on `view` with `data`, as `kit.open` would, without loading plugins. */
export function openView(kit: AppKit, view: ViewName, data?: ViewData): void {
  kit.store.dispatch(modalSlice.actions.opened(data ? { view, data } : { view }));
}

/** Renders `ui` as the shell would: inside the kit's context and a kit root of the given theme. */
export function renderWithKit(ui: ReactElement, kit: AppKit, theme: 'dark' | 'light' = 'dark') {
  return render(
    <KitScope kit={kit}>
      <TextScope>
        <div data-portico-root="" data-theme={theme}>
          {ui}
        </div>
      </TextScope>
    </KitScope>,
  );
}

/** Adds a connector to the store and, unless `service` is null, a stub service for it. */
export function addStubConnector(
  kit: AppKit,
  connector: Partial<ConnectorInfo> & Pick<ConnectorInfo, 'id' | 'name'>,
  service: ConnectorService | null = { connect: async () => undefined },
): void {
  kit.store.dispatch(
    connectorsSlice.actions.connectorAdded({ type: 'INJECTED', chain: 'eip155', ...connector }),
  );
  if (service) kit.services.set(connectorServiceId(connector.id), service);
}

/**
 * The axe violations in `container` (ids and the failing nodes), for `toEqual([])`. Colour contrast
 * needs layout and canvas, which jsdom lacks; it is checked by the browser tests in Chromium.
 */
export async function axeViolations(container: Element): Promise<Array<{ id: string; nodes: string[] }>> {
  // jsdom has no canvas; axe's icon-font check then only logs "not implemented", so it gets a null context.
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  let settled = false;
  const run = axe
    .run(container, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } })
    .finally(() => {
      settled = true;
      HTMLCanvasElement.prototype.getContext = getContext;
    });
  // axe schedules its work with timers: under Jest's fake timers they have to be moved along.
  if ('clock' in setTimeout) while (!settled) await jest.advanceTimersByTimeAsync(10);
  const results = await run;
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }));
}
