/** @jest-environment jsdom */

import { ethereum } from '../../../src/core/networks/chains/evm';
import { createAppKit } from '../../../src/kit/createAppKit';
import { createMemoryStorage } from '../../../src/store/persistence/kitStorage';
import { followKitTheme } from './followKitTheme';

// Issue 22: the demo page kept the system's colour scheme while the kit's theme was switched.

test('behavior: the page takes the kit theme mode, and follows setThemeMode until stopped', async () => {
  const kit = createAppKit({
    projectId: 'demo',
    networks: [ethereum],
    storage: createMemoryStorage(),
    themeMode: 'dark',
    features: { analytics: false },
  });
  await kit.ready;
  const root = document.documentElement;
  const stop = followKitTheme(kit, root);
  expect(root.style.colorScheme).toBe('dark');
  kit.setThemeMode('light');
  expect([root.style.colorScheme, root.dataset.theme]).toEqual(['light', 'light']);
  stop();
  kit.setThemeMode('dark');
  expect(root.style.colorScheme).toBe('light');
  kit.destroy();
});
