import { ethereum as mainnet } from '../core/networks/chains/evm';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import type { CreateAppKitOptions } from './appKitOptions';
import { createAppKit } from './createAppKit';

const options = (extra: Partial<CreateAppKitOptions> = {}): CreateAppKitOptions => ({
  projectId: 'p1',
  networks: [mainnet],
  apiUrl: 'http://127.0.0.1:4000/',
  storage: createMemoryStorage(),
  features: { analytics: false },
  ...extra,
});

describe('image options', () => {
  test('default: no overrides; networks show the API image of their id', async () => {
    const kit = createAppKit(options());
    await kit.ready;
    const state = kit.store.getState();
    expect(state.options).toMatchObject({ connectorImages: {}, chainImages: {}, tokenImages: {} });
    expect(networkImage(state)).toBe('http://127.0.0.1:4000/v1/images/networks/ethereum.svg');
    kit.destroy();
  });

  test('behavior: chainImages replaces a network image; overrides are kept in the options', async () => {
    const connectorImages = { metamask: 'data:image/png;base64,AA==' };
    const kit = createAppKit(
      options({ connectorImages, chainImages: { 1: 'https://cdn.example/eth.png' }, tokenImages: {} }),
    );
    await kit.ready;
    const state = kit.store.getState();
    expect(networkImage(state)).toBe('https://cdn.example/eth.png');
    expect(state.options.connectorImages).toEqual(connectorImages);
    kit.destroy();
  });

  test.each([
    [
      { connectorImages: { metamask: 'javascript:alert(1)' } },
      'connectorImages["metamask"] is not an image URL',
    ],
    [{ chainImages: { '1': '/eth.png' } }, 'chainImages["1"] is not an image URL'],
    [{ tokenImages: { USDC: 'data:text/html,x' } }, 'tokenImages["USDC"] is not an image URL'],
    [{ connectorImages: 'https://x' }, 'connectorImages[""] is not an object of id -> URL'],
  ])('error: %j is refused at createAppKit', (extra, message) => {
    let error: unknown;
    try {
      createAppKit(options(extra as Partial<CreateAppKitOptions>));
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ name: 'InvalidImageOptionError' });
    expect((error as Error).message).toBe(`${message}: use an http(s) URL or a data:image/ URI`);
    expect((error as { data?: unknown }).data).toMatchObject({ option: expect.any(String) });
  });
});

// The image of the kit's one network as the network list and the account header read it.
const networkImage = (state: {
  chains: { chains: { eip155?: { caipNetworks: { assets?: { imageUrl?: string } }[] } } };
}) => state.chains.chains.eip155?.caipNetworks[0]?.assets?.imageUrl;
