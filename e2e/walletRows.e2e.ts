import { browserTest } from './harness/browserTest';
import { connectButton, modal } from './harness/kitPage';

// Issue 22: in All Wallets the "Recommended" tag cut "Coinbase Wallet" to "Coinbase Wal...", and the
// last recommended row touched the first row of the full list. Measured in the laid-out page.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  browserTest(
    `behavior: All Wallets rows show whole names and keep their gap (${viewport.width} px)`,
    async (t) => {
      const { page } = t;
      await t.openDemo();
      await connectButton(page).click();
      await modal(page, 'Connect Wallet')
        .getByRole('button', { name: /^All Wallets/ })
        .click();
      const view = modal(page, 'All Wallets');
      // Exact: "Recommended wallets" (pinned, shown at once) also contains "Wallets"; the full list comes
      // from the API's pages, and both of its first rows are needed to measure the gap.
      await view.getByRole('list', { name: 'Wallets', exact: true }).getByRole('button').nth(1).waitFor();
      const layout = await page.evaluate(() => {
        const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
        const cut = Array.from(dialog.querySelectorAll<HTMLElement>('.portico-list-item__name'))
          .filter(
            (name) => name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
          )
          .map((name) => name.textContent);
        const rows = (label: string) =>
          Array.from(dialog.querySelectorAll(`ul[aria-label="${label}"] > li`)).map((li) =>
            li.getBoundingClientRect(),
          );
        const lastPinned = rows('Recommended wallets').at(-1);
        const firstListed = rows('Wallets')[0];
        const inList = rows('Wallets');
        return {
          cut,
          between: lastPinned && firstListed ? firstListed.top - lastPinned.bottom : undefined,
          within: inList[1] && inList[0] ? inList[1].top - inList[0].bottom : undefined,
        };
      });
      expect(layout.cut).toEqual([]);
      expect(layout.within).toBeGreaterThan(0);
      expect(layout.between).toBe(layout.within);
    },
    { viewport, isMobile: viewport.width < 500 },
  );
}
