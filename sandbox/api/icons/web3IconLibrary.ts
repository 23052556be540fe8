import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveFromCwd } from '../../lib/resolveFromCwd';

/** The icon families the API serves from `@web3icons/core`. */
export const IMAGE_KINDS = ['wallets', 'networks', 'tokens'] as const;
/** One of `IMAGE_KINDS`. */
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Looks up the branded SVG of an icon id in one family; undefined when the package has none. */
export interface Web3IconLibrary {
  svg(kind: ImageKind, id: string): string | undefined;
  /** Every id of a family, lower-case (for docs and tests). */
  ids(kind: ImageKind): string[];
}

// Folders under dist/svgs searched for each family, first match wins. Several wallets of the registry
// (Binance, Bybit, Uniswap, 1inch ...) only have their company's mark, which the package files under
// exchanges.
const FOLDERS: Record<ImageKind, readonly string[]> = {
  wallets: ['wallets/branded', 'exchanges/branded'],
  networks: ['networks/branded'],
  tokens: ['tokens/branded'],
};

const MODULE_SUFFIX = '.svg.js';

// Every module of the package is `var x = '<svg ...>'` + `export { x as default }`; the string is read
// as data, never evaluated. Only the escapes the package uses are decoded; anything else is refused.
const LITERAL = /^var [\w$]+ =\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*export \{ [\w$]+ as default \}/;
const ESCAPES: Record<string, string> = { n: '\n', "'": "'", '"': '"', '\\': '\\' };

/** The SVG text held by one of the package's `.svg.js` modules, or undefined when it has another shape. */
export function svgOfModule(source: string): string | undefined {
  const literal = LITERAL.exec(source)?.[1];
  if (!literal) return undefined;
  let unknownEscape = false;
  const text = literal.slice(1, -1).replace(/\\(.)/g, (_, c: string) => {
    const decoded = ESCAPES[c];
    if (decoded === undefined) unknownEscape = true;
    return decoded ?? '';
  });
  const svg = text.trim();
  return !unknownEscape && svg.startsWith('<svg') && svg.endsWith('</svg>') ? svg : undefined;
}

/** Where the package is and how its files are read (tests record the reads). */
export interface Web3IconLibraryOptions {
  distDir?: string;
  readFile?: (file: string) => string;
}

/**
 * Indexes the package's SVG modules by lower-case id from a directory listing. A request is answered
 * only for an id found in that listing, so no part of a request ever becomes part of a file path.
 */
export function createWeb3IconLibrary({
  distDir = dirname(resolveFromCwd('@web3icons/core')),
  readFile = (file) => readFileSync(file, 'utf8'),
}: Web3IconLibraryOptions = {}): Web3IconLibrary {
  const index = new Map<ImageKind, Map<string, string>>();
  const indexOf = (kind: ImageKind) => {
    let files = index.get(kind);
    if (files) return files;
    files = new Map();
    for (const folder of FOLDERS[kind]) {
      const dir = join(distDir, 'svgs', folder);
      for (const name of readdirSync(dir)) {
        if (!name.endsWith(MODULE_SUFFIX)) continue;
        const id = name.slice(0, -MODULE_SUFFIX.length).toLowerCase();
        if (!files.has(id)) files.set(id, join(dir, name));
      }
    }
    index.set(kind, files);
    return files;
  };
  return {
    svg(kind, id) {
      const file = indexOf(kind).get(id);
      return file ? svgOfModule(readFile(file)) : undefined;
    },
    ids: (kind) => [...indexOf(kind).keys()].sort(),
  };
}
