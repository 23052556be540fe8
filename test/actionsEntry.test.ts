import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as entry from '../src/actions';

// `portico/actions` is the kit's actions for headless hosts: every `src/kit/actions/<name>.ts` that
// exports `<name>(kit, parameters)` is an action, and the entry must export each (docs/actions.md).

const ACTIONS_DIR = join(__dirname, '..', 'src', 'kit', 'actions');

async function actionNames(): Promise<string[]> {
  const names: string[] = [];
  for (const file of readdirSync(ACTIONS_DIR)) {
    if (!/^[a-z]\w*\.ts$/.test(file) || file.endsWith('.test.ts')) continue;
    const name = file.replace(/\.ts$/, '');
    const module = (await import(join(ACTIONS_DIR, file))) as Record<string, unknown>;
    if (typeof module[name] === 'function') names.push(name);
  }
  return names.sort();
}

test("default: portico/actions exports every action of src/kit/actions, createKitAsyncThunk for a host's own flows, and no other function", async () => {
  const names = await actionNames();
  expect(names.length).toBeGreaterThanOrEqual(14);
  const exported = Object.entries(entry)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();
  // walletRuntime and walletRequest are helpers of the actions, not actions a host calls.
  // createKitAsyncThunk is here for a host's own plugin flows: `portico` itself imports no Redux Toolkit.
  const expected = [
    ...names.filter((name) => !['walletRuntime', 'walletRequest'].includes(name)),
    'createKitAsyncThunk',
  ];
  expect(exported).toEqual(expected.sort());
});
