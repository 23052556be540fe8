import type { Page } from 'playwright-core';
import { resolveFromCwd } from '../../sandbox/lib/resolveFromCwd';

/** One axe rule a page breaks, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (injected from node_modules, so no network) on `include` (a CSS selector;
 * the whole document by default) and returns the violations of the WCAG 2.x A/AA and best-practice rules.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: resolveFromCwd('axe-core/axe.min.js') });
  return page.evaluate(async (selector) => {
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    const axe = (
      window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, include);
}

/** Throws a readable list when axe finds anything; `label` names the view and theme in the message. */
export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  const violations = await runAxe(page, include);
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) => `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.targets.slice(0, 5).join('\n    ')}`,
  );
  throw new Error(`axe found ${violations.length} violation(s) in ${label}:\n${lines.join('\n')}`);
}
