// Writes src/ui/logos/: one small module per shipped logo (a `data:image/svg+xml` URL) and the table of
// loaders the modal's image component imports them through, from @web3icons/core (MIT, a dependency the
// sandbox API already serves). Shipping these means opening the modal with only a projectId asks no image
// service for the registry's wallets, the built-in networks or the common tokens (issue 30, docs/privacy.md).
//
//   node scripts/generate-logos.mjs           writes the files
//   node scripts/generate-logos.mjs --check   fails when a file differs from what it would write
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const OUT = 'src/ui/logos';
const KINDS = ['wallets', 'networks', 'tokens'];
const REGISTRY = 'src/core/wallets/walletRegistry.json';
const NETWORK_IDS = 'src/core/wallets/networkImageIds.ts';
/** The Connect view's WalletConnect row (`WALLETCONNECT_IMAGE_ID` in src/ui/wallets/orderWallets.ts). */
const EXTRA_WALLETS = ['wallet-connect'];
/**
 * Tokens by lower-case symbol: the built-in networks' native currencies @web3icons has, and the common
 * stablecoins. Anything else is the blockchain API's to show.
 */
const TOKENS = [
  'atom',
  'avax',
  'bnb',
  'btc',
  'dai',
  'dot',
  'eth',
  'flow',
  'ftm',
  'hbar',
  'metis',
  'pol',
  'sol',
  'usdc',
  'usdt',
  'wbtc',
];
// Folders searched for each family, first match wins (as the sandbox API's library: several registry
// wallets only have their company's mark, filed under exchanges).
const FOLDERS = {
  wallets: ['wallets/branded', 'exchanges/branded'],
  networks: ['networks/branded'],
  tokens: ['tokens/branded'],
};

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The ids to ship per family, read from the kit's own registry and network table. */
export function logoIds(root = '.') {
  const registry = JSON.parse(readFileSync(join(root, REGISTRY), 'utf8'));
  const wallets = registry.wallets.map((w) => w.imageId).filter(Boolean);
  // networkImageIds.ts is data: one `'caip2': 'imageId',` per line.
  const networkSource = readFileSync(join(root, NETWORK_IDS), 'utf8');
  const networks = [...networkSource.matchAll(/^\s*'[^']+':\s*'([a-z0-9-]+)',?\s*$/gm)].map((m) => m[1]);
  const unique = (ids) => [...new Set(ids)].sort();
  return {
    wallets: unique([...wallets, ...EXTRA_WALLETS]),
    networks: unique(networks),
    tokens: unique(TOKENS),
  };
}

// Every module of the package is `var x = '<svg ...>'` + `export { x as default }`; the string is read as
// data, never evaluated. Only the escapes the package uses are decoded; anything else is refused.
const LITERAL = /^var [\w$]+ =\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*export \{ [\w$]+ as default \}/;
const ESCAPES = { n: '\n', "'": "'", '"': '"', '\\': '\\' };

/** The SVG text of one of the package's `.svg.js` modules; throws on any other shape. */
export function svgOfModule(source, file = 'module') {
  const literal = LITERAL.exec(source)?.[1];
  if (!literal) throw new Error(`${file}: not a @web3icons SVG module`);
  const text = literal.slice(1, -1).replace(/\\(.)/g, (_, c) => {
    if (!(c in ESCAPES)) throw new Error(`${file}: unknown escape \\${c}`);
    return ESCAPES[c];
  });
  return text.trim();
}

// Elements dropped with their content: they can run script or pull in other documents.
const DROPPED_ELEMENTS =
  /<(script|foreignObject|iframe|embed|object|image|use|style)\b[^>]*?(?:\/>|>[\s\S]*?<\/\1\s*>)/gi;
const ATTRIBUTE = /\s([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/g;

// True when an attribute may stay: no event handler, no link or url() leaving the document, no script URL.
function safeAttribute(name, quoted) {
  const lower = name.toLowerCase();
  const value = quoted.slice(1, -1).trim().toLowerCase();
  if (lower.startsWith('on')) return false;
  if (lower === 'href' || lower.endsWith(':href') || lower === 'src') return value.startsWith('#');
  if (/javascript:|data:|expression\s*\(/.test(value)) return false;
  for (const [, target] of value.matchAll(/url\(\s*['"]?([^'")]*)/g))
    if (!target.startsWith('#')) return false;
  return true;
}

/**
 * The SVG with nothing that could run or fetch: no script-capable or linking elements, no event
 * attributes, no href or url() outside the document, no comments or processing instructions. An `<img>`
 * never runs an SVG's script anyway; this keeps the shipped files safe wherever they are used.
 */
export function sanitiseSvg(svg) {
  const clean = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<![^>]*>|<\?[\s\S]*?\?>/g, '')
    .replace(DROPPED_ELEMENTS, '')
    .replace(/<(script|foreignObject|iframe|embed|object|image|use|style)\b[^>]*>/gi, '')
    .replace(/<[^>]+>/g, (tag) =>
      tag.replace(ATTRIBUTE, (whole, name, quoted) => (safeAttribute(name, quoted) ? whole : '')),
    )
    .replace(/>\s+</g, '><')
    .trim();
  if (!clean.startsWith('<svg') || !clean.endsWith('</svg>')) throw new Error('not an SVG document');
  return clean;
}

/** The SVG as a `data:` URL that fits in a single-quoted TypeScript string. */
export function svgDataUrl(svg) {
  const encoded = encodeURIComponent(svg)
    .replace(/%20/g, ' ')
    .replace(/%3D/g, '=')
    .replace(/%3A/g, ':')
    .replace(/%2F/g, '/')
    .replace(/%2C/g, ',')
    .replace(/%3B/g, ';')
    .replace(/'/g, '%27');
  return `data:image/svg+xml,${encoded}`;
}

function packageOf(root) {
  const require = createRequire(resolve(root, 'package.json'));
  const distDir = dirname(require.resolve('@web3icons/core'));
  const pkg = JSON.parse(readFileSync(join(distDir, '..', 'package.json'), 'utf8'));
  return { distDir, version: pkg.version, license: pkg.license };
}

function findSvg(distDir, kind, id) {
  for (const folder of FOLDERS[kind]) {
    const dir = join(distDir, 'svgs', folder);
    const name = readdirSync(dir).find((file) => file.toLowerCase() === `${id}.svg.js`);
    if (name) return svgOfModule(readFileSync(join(dir, name), 'utf8'), name);
  }
  throw new Error(`@web3icons/core has no ${kind} icon "${id}": add one or drop the id`);
}

/** Every file the generator writes, path under src/ui/logos -> text. */
export function logoFiles(root = '.') {
  const { distDir, version, license } = packageOf(root);
  const header = `// Generated by scripts/generate-logos.mjs from @web3icons/core ${version} (${license}); do not edit by hand.\n`;
  const files = new Map();
  const loaders = [];
  const ids = logoIds(root);
  for (const kind of KINDS) {
    for (const id of ids[kind]) {
      if (!ID.test(id)) throw new Error(`${kind} id "${id}" is not an image id`);
      const url = svgDataUrl(sanitiseSvg(findSvg(distDir, kind, id)));
      // `.logo` in the name: the chunk is `chunks/polkadot.logo-<hash>.js`, never mistaken for an adapter's.
      files.set(`${kind}/${id}.logo.ts`, `${header}export default '${url}';\n`);
      loaders.push(`  '${kind}/${id}': () => import('./${kind}/${id}.logo'),`);
    }
  }
  files.set(
    'logoLoaders.ts',
    `${header}
/** A shipped logo's module: its \`data:image/svg+xml\` URL. */
export type LogoModule = { default: string };

/**
 * The shipped logos by \`{kind}/{imageId}\` (the API's image path): each is its own small module, loaded
 * by import() only when a view shows it. Only the modal's lazy code imports this table.
 */
export const LOGO_LOADERS: Readonly<Record<string, () => Promise<LogoModule>>> = {
${loaders.join('\n')}
};
`,
  );
  files.set(
    'NOTICE.md',
    `# Shipped logos

Generated by \`node scripts/generate-logos.mjs\` from [@web3icons/core](https://web3icons.io) ${version},
licence ${license} (copyright 0xa3k5 and contributors). The marks themselves belong to their owners.
Each SVG is sanitised by the generator (no script, no event attribute, no link outside the document).
`,
  );
  return files;
}

/** The generated files that differ from the tree, or that the tree holds and the generator would not write. */
export function staleLogoFiles(root = '.') {
  const expected = logoFiles(root);
  const stale = [];
  for (const [path, text] of expected) {
    const file = join(root, OUT, path);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(path);
  }
  for (const kind of KINDS) {
    const dir = join(root, OUT, kind);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (!expected.has(`${kind}/${name}`)) stale.push(`${kind}/${name}`);
  }
  return stale;
}

if (process.argv[1]?.endsWith('generate-logos.mjs')) {
  if (process.argv.includes('--check')) {
    const stale = staleLogoFiles();
    if (stale.length > 0) {
      console.error(`${OUT} is out of date (${stale.join(', ')}): run node scripts/generate-logos.mjs`);
      process.exit(1);
    }
  } else {
    for (const kind of KINDS) rmSync(join(OUT, kind), { recursive: true, force: true });
    for (const [path, text] of logoFiles()) {
      mkdirSync(dirname(join(OUT, path)), { recursive: true });
      writeFileSync(join(OUT, path), text);
    }
  }
}
