import type { AppKit } from 'portico';
import { useState } from 'react';

const switches = [
  'email',
  'swaps',
  'onramp',
  'send',
  'receive',
  'history',
  'pay',
  'allWallets',
  'legalCheckbox',
  'collapseWallets',
] as const;

type Switch = (typeof switches)[number];

/** Toggles features at run time through `kit.setFeatures`, to see plugins register and unregister. */
export function FeaturesPanel({ kit, initial }: { kit: AppKit; initial: Partial<Record<string, boolean>> }) {
  const [features, setFeatures] = useState<Partial<Record<string, boolean>>>(initial);
  const toggle = (name: Switch) => {
    const next = { ...features, [name]: !features[name] };
    setFeatures(next);
    kit.setFeatures({ [name]: next[name] });
  };
  return (
    <section className="demo-panel" aria-labelledby="features-title">
      <h2 id="features-title">Features</h2>
      <div className="demo-switches">
        {switches.map((name) => (
          <label key={name}>
            <input type="checkbox" checked={features[name] === true} onChange={() => toggle(name)} /> {name}
          </label>
        ))}
      </div>
    </section>
  );
}
