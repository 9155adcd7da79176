// Mastra probe bridge. Run as `node --input-type=module -e <this source>` with the user's project as the
// working directory: in eval mode bare imports resolve exactly as the user's own ESM code does (a
// createRequire-based resolve picked the CJS build and broke identity checks).
//
// Protocol: one JSON request per line on stdin, {"id", "op", "opTimeoutMs", ...args}; one JSON response per
// line on the file descriptor named by MASTRA_PROBE_FD, {"id", "ok", "ms", ...result | "error"}. Responses do
// not use stdout, so whatever the user's module prints cannot corrupt the stream.
//
// This file never writes into the project and never prints environment values.
import { createInterface } from 'node:readline';
import { writeSync, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve, isAbsolute } from 'node:path';

const OUT = Number(process.env.MASTRA_PROBE_FD);
const projectDir = process.cwd();
let core = null;
let sandbox = null;
const served = new Map(); // pid -> how it was started; only processes this bridge started

function send(obj) {
  const buf = Buffer.from(JSON.stringify(obj) + '\n');
  let off = 0;
  while (off < buf.length) off += writeSync(OUT, buf, off);
}
const errInfo = e => ({
  name: String(e?.name ?? typeof e),
  message: String(e?.message ?? e).slice(0, 16000), // Python redacts, then cuts to 2,000
  code: e?.code === undefined ? null : String(e.code),
});
function withTimeout(p, ms, label) {
  let t;
  const timer = new Promise((_, rej) => {
    t = setTimeout(() => rej(Object.assign(new Error(`${label} timed out after ${ms}ms`), { code: 'PROBE_TIMEOUT' })), ms);
  });
  // Clearing the timer matters: a pending one kept an earlier prototype alive for 15 s after its work was done.
  return Promise.race([Promise.resolve(p).finally(() => clearTimeout(t)), timer]);
}
const fn = (o, k) => typeof o?.[k] === 'function';
const tail = s => (typeof s === 'string' ? s.slice(-8000) : s == null ? '' : String(s).slice(-8000));
const quote = s => `'${String(s).replace(/'/g, `'\\''`)}'`;
const status = () => (sandbox?.status === undefined ? null : String(sandbox.status));

function protoChain(o) {
  const names = [];
  for (let p = Object.getPrototypeOf(o); p && p !== Object.prototype && names.length < 20; p = Object.getPrototypeOf(p)) {
    names.push(p.constructor?.name ?? '?');
  }
  return names;
}

const COMPUTER = ['screenshot', 'leftClick', 'rightClick', 'doubleClick', 'moveMouse', 'drag', 'scroll', 'type', 'press',
  'getScreenSize', 'getCursorPosition'];

function surface(sb) {
  const chain = protoChain(sb);
  return {
    id: sb.id == null ? null : String(sb.id),
    name: sb.name == null ? null : String(sb.name),
    provider: sb.provider == null ? null : String(sb.provider),
    status: status(),
    className: sb.constructor?.name ?? null,
    chain,
    // Duck typing first: duplicate core copies make instanceof fail for a real subclass.
    extendsMastraSandbox: chain.includes('MastraSandbox'),
    instanceOfProjectCore: !!(core?.MastraSandbox && sb instanceof core.MastraSandbox),
    members: {
      executeCommand: fn(sb, 'executeCommand'),
      setEnv: fn(sb, 'setEnv'),
      getEnv: fn(sb, 'getEnv'),
      setOnStart: fn(sb, 'setOnStart'),
      start: fn(sb, 'start'),
      stop: fn(sb, 'stop'),
      destroy: fn(sb, 'destroy'),
      getInfo: fn(sb, 'getInfo'),
      writeFiles: fn(sb, 'writeFiles'),
      mount: fn(sb, 'mount'),
      clone: fn(sb, 'clone'),
      snapshot: fn(sb, 'snapshot'),
      processes: fn(sb.processes, 'spawn'),
      networking: fn(sb.networking, 'getPortUrl'),
      computer: COMPUTER.every(k => fn(sb.computer, k)),
    },
    supportsCheckpoints: sb.supportsCheckpoints === true,
  };
}

function requireSandbox() {
  if (!sandbox) throw Object.assign(new Error('no sandbox loaded'), { code: 'NOT_LOADED' });
  return sandbox;
}

// A tiny HTTP server for the public URL probe: answers GET /mastra-probe-<nonce> with the nonce and exits by
// itself after ttl ms, so it cannot outlive the probe even if killing it fails. No single quotes inside.
const SERVER_SRC = 'const [port, nonce, ttl] = process.argv.slice(1);'
  + 'const s = require("http").createServer((q, r) => {'
  + ' if (q.url.split("?")[0] === "/mastra-probe-" + nonce) { r.end(nonce); } else { r.statusCode = 404; r.end(); } });'
  + 's.listen(Number(port), "0.0.0.0");'
  + 'setTimeout(() => process.exit(0), Number(ttl));';

const ops = {
  async hello() {
    let coreUrl = null;
    try { coreUrl = import.meta.resolve('@mastra/core/workspace'); } catch { /* reported as null */ }
    return { node: process.version, platform: process.platform, projectDir, coreUrl };
  },

  // The export may be a sandbox instance, a `ctx => sandbox` factory (MastraCode's factory shape, possibly
  // async), or a Workspace (an object with `.sandbox`).
  async load({ module, exportName = 'default', ctx = {} }) {
    try { core = await import('@mastra/core/workspace'); } catch (e) { core = null; }
    const file = isAbsolute(module) ? module : resolve(projectDir, module);
    const spec = existsSync(file) ? pathToFileURL(file).href : module; // else a bare specifier, resolved like the user's code
    const mod = await import(spec);
    if (!(exportName in mod)) {
      throw Object.assign(new Error(`module has no export '${exportName}' (exports: ${Object.keys(mod).join(', ') || 'none'})`),
        { code: 'EXPORT_NOT_FOUND' });
    }
    let v = await mod[exportName];
    let shape = 'instance';
    if (typeof v === 'function') {
      if (/^class[\s{]/.test(Function.prototype.toString.call(v))) {
        throw Object.assign(new Error(`export '${exportName}' is a class; export an instance or a factory (ctx => sandbox)`),
          { code: 'EXPORT_IS_CLASS' });
      }
      shape = 'factory';
      v = await v({ sessionId: ctx.sessionId, workdir: ctx.workdir, idleTimeoutMinutes: 5 });
    }
    if (v && typeof v === 'object' && v.provider === undefined && v.sandbox && typeof v.sandbox === 'object') {
      shape = shape === 'factory' ? 'factory→workspace' : 'workspace';
      v = v.sandbox;
    }
    if (!v || typeof v !== 'object') {
      throw Object.assign(new Error(`export '${exportName}' is not a sandbox, a factory or a workspace`), { code: 'NOT_A_SANDBOX' });
    }
    sandbox = v;
    return { shape, coreLoaded: !!core, surface: surface(sandbox) };
  },

  async surface() { return { surface: surface(requireSandbox()) }; },
  async status() { requireSandbox(); return { status: status() }; },

  // Prefer _start(): the base class routes start() there anyway and _start reports the outcome.
  async start() {
    const sb = requireSandbox();
    const before = status();
    const method = fn(sb, '_start') ? '_start' : fn(sb, 'start') ? 'start' : null;
    if (!method) return { implemented: false, status: before, before };
    try {
      const r = await sb[method]();
      return { implemented: true, outcome: r?.outcome ?? null, status: status(), before };
    } catch (e) {
      return { implemented: true, threw: errInfo(e), status: status(), before };
    }
  },

  // stop()/destroy() are not wrapped by the base class: call _stop/_destroy so status tracking happens.
  async lifecycle({ method }) {
    const sb = requireSandbox();
    if (method !== 'stop' && method !== 'destroy') throw new Error(`unknown lifecycle method ${method}`);
    const name = fn(sb, `_${method}`) ? `_${method}` : fn(sb, method) ? method : null;
    if (!name) return { implemented: false, status: status() };
    try { await sb[name](); return { implemented: true, status: status() }; }
    catch (e) { return { implemented: true, threw: errInfo(e), status: status() }; }
  },

  async exec({ command, args = [], timeoutMs = 10000 }) {
    const sb = requireSandbox();
    if (!fn(sb, 'executeCommand')) return { supported: false };
    try {
      const r = await withTimeout(sb.executeCommand(command, args, { timeout: timeoutMs }), timeoutMs + 2000, 'executeCommand');
      return { supported: true, exitCode: r?.exitCode ?? null, stdout: tail(r?.stdout), stderr: tail(r?.stderr),
        timedOut: r?.timedOut === true };
    } catch (e) {
      return { supported: true, threw: errInfo(e) };
    }
  },

  async setEnv({ key, value }) {
    const sb = requireSandbox();
    if (!fn(sb, 'setEnv')) return { supported: false };
    sb.setEnv(env => {
      const next = { ...env };
      if (value === null) delete next[key]; else next[key] = value;
      return next;
    });
    return { supported: true };
  },

  async writeFiles({ path, contentB64 }) {
    const sb = requireSandbox();
    if (!fn(sb, 'writeFiles')) return { supported: false };
    try { await sb.writeFiles([{ path, content: Buffer.from(contentB64, 'base64') }]); return { supported: true }; }
    catch (e) { return { supported: true, threw: errInfo(e) }; }
  },

  async portUrl({ port }) {
    const sb = requireSandbox();
    if (!fn(sb.networking, 'getPortUrl')) return { supported: false };
    try { const url = await sb.networking.getPortUrl(port); return { supported: true, url: url == null ? null : String(url) }; }
    catch (e) { return { supported: true, threw: errInfo(e) }; }
  },

  async serve({ port, nonce, ttlMs }) {
    const sb = requireSandbox();
    if (!/^[0-9a-f]+$/.test(nonce) || !Number.isInteger(port) || !Number.isInteger(ttlMs)) throw new Error('bad serve arguments');
    const cmd = `node -e ${quote(SERVER_SRC)} ${port} ${nonce} ${ttlMs}`;
    if (fn(sb.processes, 'spawn')) {
      const h = await sb.processes.spawn(cmd, { stdinMode: 'ignore' });
      served.set(String(h.pid), { via: 'processes', raw: h.pid });
      return { via: 'processes', pid: String(h.pid) };
    }
    if (fn(sb, 'executeCommand')) {
      const r = await sb.executeCommand('sh', ['-c', `${cmd} >/dev/null 2>&1 & echo $!`], { timeout: 10000 });
      const pid = String(r?.stdout ?? '').trim();
      if (!/^[0-9]+$/.test(pid)) throw new Error('could not start the test server through executeCommand');
      served.set(pid, { via: 'exec', raw: pid });
      return { via: 'exec', pid };
    }
    return { via: null, pid: null };
  },

  // Only a pid this bridge started can be killed.
  async unserve({ pid }) {
    const sb = requireSandbox();
    const entry = served.get(String(pid));
    if (!entry) throw new Error('not a process started by the probe');
    served.delete(String(pid));
    if (entry.via === 'processes') {
      await sb.processes.kill(entry.raw);
      try { sb.processes.release?.(entry.raw); } catch { /* already released */ }
    } else {
      await sb.executeCommand('kill', [String(pid)], { timeout: 5000 });
    }
    return { killed: true };
  },

  async close() { return {}; },
};

const rl = createInterface({ input: process.stdin });
for await (const line of rl) {
  if (!line.trim()) continue;
  let msg;
  try { msg = JSON.parse(line); } catch (e) { send({ id: null, ok: false, ms: 0, error: errInfo(e) }); continue; }
  const t0 = performance.now();
  try {
    if (!Object.hasOwn(ops, msg.op)) throw new Error(`unknown op ${msg.op}`);
    const out = await withTimeout(ops[msg.op](msg), msg.opTimeoutMs ?? 30000, msg.op);
    send({ id: msg.id, ok: true, ms: Math.round(performance.now() - t0), ...out });
  } catch (e) {
    send({ id: msg.id, ok: false, ms: Math.round(performance.now() - t0), error: errInfo(e) });
  }
  if (msg.op === 'close') break;
}
// Exit explicitly: the user's module may hold handles (timers, sockets) that would keep Node alive.
process.exit(0);
