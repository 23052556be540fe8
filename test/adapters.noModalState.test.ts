import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Issue 23: connectors and adapters only report (accounts, chain, disconnect, approval needed) through
// plain actions (src/store/actions/adapterEvents.ts); the kit decides what the modal shows
// (src/kit/listeners/routeModal.ts). So no product file under src/adapters may name the modal's state:
// its slice or actions, `state.modal`, a `modal` key, or the router's transaction stack. The
// dependency-cruiser rule `adapters-know-no-modal` holds the import half in `npm run boundaries`.

const ADAPTERS = join(__dirname, '..', 'src', 'adapters');

/** What names modal state, each with the reason shown when it is found. */
const FORBIDDEN: ReadonlyArray<[RegExp, string]> = [
  [/\bmodalSlice\b|slices\/modalSlice/, 'imports or uses modalSlice'],
  [/\bModalState\b/, "names the modal slice's state type"],
  [/\.modal\b/, 'reads `.modal` from the state'],
  [/['"`]modal['"`]/, "names the 'modal' slice key"],
  [/[{,]\s*modal\s*[,}:]/, 'destructures or declares a `modal` key'],
  [/\btransactionStack\b|actions\/transactionStack/, "reads or drives the modal's transaction stack"],
  [/\bshownView\b|kit\/shownView/, 'asks which view is shown (a "refresh while shown" belongs to the kit)'],
];

/** The code of a file without its comments (a comment may say "the modal"; code may not name it). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Every reason `text` names modal state for, as `reason` strings. */
function modalStateIn(text: string): string[] {
  const code = codeOf(text);
  return FORBIDDEN.filter(([pattern]) => pattern.test(code)).map(([, reason]) => reason);
}

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('behavior: no product file under src/adapters names modal state', () => {
  const files = productFiles(ADAPTERS);
  expect(files.length).toBeGreaterThan(20);
  const found = files.flatMap((file) =>
    modalStateIn(readFileSync(file, 'utf8')).map((reason) => `${relative(ADAPTERS, file)}: ${reason}`),
  );
  expect(found).toEqual([]);
});

test('behavior: the check finds each way of naming modal state, and ignores comments and plain words', () => {
  const planted = [
    "import { modalSlice } from '../../store/slices/modalSlice';",
    'type S = { modal: ModalState };',
    'if (getState().modal.open) close();',
    "const open = state['modal'].open;",
    'const { modal, chains } = root();',
    "import { pushTransaction } from '../../store/actions/transactionStack';",
    "if (deps.shownView(state) === 'Account') poll();",
  ];
  for (const line of planted) expect(modalStateIn(line)).not.toEqual([]);
  expect(
    modalStateIn(
      [
        '// the kit closes the modal; state.modal is not ours',
        '/* modalSlice, transactionStack */',
        "const url = 'https://example.com/modal-docs';",
        'const modalHeight = 180;',
        "dispatch(approvalRequested({ requestId: 'approval-1' }));",
      ].join('\n'),
    ),
  ).toEqual([]);
});
