import * as presets from './payAssets';
import { validatePayment } from './validatePayment';

describe("AppKit Pay's asset presets", () => {
  test('behavior: every preset is a valid, frozen EVM payment asset', () => {
    const all = Object.entries(presets);
    expect(all.map(([name]) => name).sort()).toEqual([
      'arbitrumUSDC',
      'baseETH',
      'baseSepoliaETH',
      'baseUSDC',
      'ethereumUSDC',
      'ethereumUSDT',
      'optimismUSDC',
      'polygonUSDC',
    ]);
    for (const [name, paymentAsset] of all) {
      const checked = validatePayment({
        recipient: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        amount: '1',
        paymentAsset,
      });
      expect({ name, units: checked.units }).toEqual({
        name,
        units: (10n ** BigInt(paymentAsset.metadata.decimals)).toString(),
      });
      expect(Object.isFrozen(paymentAsset) && Object.isFrozen(paymentAsset.metadata)).toBe(true);
    }
  });
});
