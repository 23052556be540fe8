/**
 * Source of the worker thread that owns the embedded PGlite database (CommonJS, run with `eval`).
 *
 * Why a worker: PGlite loads its wasm with dynamic import(), which Jest's CommonJS sandbox forbids; a
 * worker runs on Node's own loader in every setting (tsx, node, Jest). It also keeps PGlite's
 * CPU-bound start (~2 s) and queries off the HTTP server's thread.
 *
 * A new database (in memory, or an empty data directory) starts from a gzipped template of a freshly
 * initialised one (templatePath), written on first use: loading it takes ~0.5 s where PGlite's own
 * initdb takes 2-3 s.
 *
 * Files at rest (issue 12): PGlite's file system layer (Emscripten's NODEFS) creates files 0666 and
 * directories 0755 whatever PostgreSQL asks for, and a worker thread cannot set the umask. So the worker
 * strips group and other bits from every mode its fs calls give a path inside the data directory
 * (files 0600, directories 0700), and a data directory from before is brought to those modes at open.
 *
 * Protocol: the worker posts {ready} or {fatal}; then each request {id, op, ...} gets {id, ok, result}
 * or {id, ok: false, error: {message, code}}.
 */
export const pgliteWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');

// Modes for anything created inside the data directory: owner only (see above).
function restrictModes(dataDir) {
  const root = path.resolve(dataDir);
  const inside = (target) => {
    if (typeof target !== 'string' && !(target instanceof URL)) return false;
    const resolved = path.resolve(target instanceof URL ? target.pathname : target);
    return resolved === root || resolved.startsWith(root + path.sep);
  };
  const ownerOnly = (mode) => (typeof mode === 'number' ? mode & 0o700 : mode);
  const wrap = (name, fix) => {
    const original = fs[name];
    fs[name] = function (target, ...rest) {
      return original.call(fs, target, ...(inside(target) ? fix(rest) : rest));
    };
  };
  wrap('mkdirSync', ([options]) => [
    typeof options === 'object' && options ? { ...options, mode: 0o700 } : 0o700,
  ]);
  wrap('writeFileSync', ([data, options]) => [
    data,
    typeof options === 'object' && options ? { ...options, mode: 0o600 } : { mode: 0o600, ...(typeof options === 'string' ? { encoding: options } : {}) },
  ]);
  wrap('openSync', ([flags, mode]) => [flags, mode === undefined ? 0o600 : ownerOnly(mode)]);
  wrap('chmodSync', ([mode]) => [ownerOnly(mode)]);
  // Existing directories and files (a data directory from before this rule) are tightened once.
  fs.mkdirSync(root, { recursive: true });
  const tighten = (target) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    fs.chmodSync(target, stat.isDirectory() ? 0o700 : stat.mode & 0o600);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) tighten(path.join(target, entry));
  };
  tighten(root);
}

const toResult = (result) => ({ rows: result.rows, affectedRows: result.affectedRows ?? 0 });

async function run(db, request) {
  switch (request.op) {
    case 'query':
      return toResult(await db.query(request.sql, request.params));
    case 'exec':
      await db.exec(request.sql);
      return null;
    case 'transaction':
      return db.transaction(async (tx) => {
        const results = [];
        for (const statement of request.statements) {
          if (statement.params) results.push(toResult(await tx.query(statement.sql, statement.params)));
          else results.push(toResult((await tx.exec(statement.sql)).at(-1) ?? { rows: [] }));
        }
        return results;
      });
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error('unknown operation ' + request.op);
  }
}

async function open() {
  const { PGlite } = require(workerData.pglitePath);
  const dataDir = workerData.dataDir;
  const options = dataDir ? { dataDir } : {};
  if (dataDir) restrictModes(dataDir);
  const fresh = !dataDir || !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
  if (!fresh) return PGlite.create(options);
  const template = workerData.templatePath;
  if (template && fs.existsSync(template)) {
    try {
      return await PGlite.create({ ...options, loadDataDir: new Blob([fs.readFileSync(template)]) });
    } catch {
      // A damaged template is rebuilt below; the directory was empty, so a half-loaded one can go.
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const db = await PGlite.create(options);
  if (template) {
    try {
      const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      fs.mkdirSync(path.dirname(template), { recursive: true });
      // Written under a unique name and renamed, so parallel workers never read a half-written file.
      const partial = template + '.' + process.pid + '.' + Math.random().toString(36).slice(2) + '.partial';
      fs.writeFileSync(partial, dump);
      fs.renameSync(partial, template);
    } catch {
      // The template only saves time; without it every new database runs initdb.
    }
  }
  return db;
}

async function main() {
  let db;
  try {
    db = await open();
  } catch (error) {
    parentPort.postMessage({ fatal: String((error && error.message) || error) });
    return;
  }
  parentPort.on('message', async (request) => {
    try {
      parentPort.postMessage({ id: request.id, ok: true, result: await run(db, request) });
      if (request.op === 'close') parentPort.close();
    } catch (error) {
      const code = error && error.code ? String(error.code) : undefined;
      parentPort.postMessage({ id: request.id, ok: false, error: { message: String((error && error.message) || error), code } });
    }
  });
  parentPort.postMessage({ ready: true });
}

main();
`;
