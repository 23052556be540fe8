// dist/styles.css: the kit buttons' stylesheet as a file, for server-rendered hosts (docs/ssr.md).
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Writes the base stylesheet (`baseCss`: reset, tokens, spinner, the kit buttons) to `file`. The kit
 * injects the same rules from JavaScript; a host that server-renders imports this file so its server
 * HTML is styled before the page's JavaScript has run.
 */
export async function writeStylesheet(file) {
  // Evaluated from the source so the file and the injected rules can never differ.
  const bundled = await build({
    entryPoints: ['src/ui/theme/baseCss.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'styles',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  });
  // A plain string constant and its imports, bundled; evaluating it has no other effect.
  const { baseCss } = new Function(`${bundled.outputFiles[0].text}; return styles;`)();
  writeFileSync(
    file,
    `/* portico: the kit buttons' styles (the kit injects the same rules at run time) */\n${baseCss.trim()}\n`,
  );
}
