import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { SourceMapConsumer } from 'source-map-js';

const root = '/work/main';
const PORT = 3391;
const origin = `http://localhost:${PORT}`;
const mails = new Map<string, string>();
const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, session, cb) { const c: Buffer[] = []; stream.on('data', (x: Buffer) => c.push(x)); stream.on('end', () => { for (const r of session.envelope.rcptTo) mails.set(r.address, Buffer.concat(c).toString()); cb(); }); } });
await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
const smtpPort = (smtp.server.address() as { port: number }).port;
const dataDir = await mkdtemp(path.join(tmpdir(), 'prof-'));
const app = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), APP_URL: origin, DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
for (;;) { try { if ((await fetch(`${origin}/api/health`)).ok) break; } catch {} await sleep(300); }
const email = `p${Date.now()}@example.com`, password = 'profile-bench-1';
const headers = { 'content-type': 'application/json', origin };
await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: 'Prof' }) });
while (!mails.get(email)) await sleep(200);
const link = mails.get(email)!.replace(/=\r?\n/g, '').replace(/=3D/g, '=').match(/https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/)![0];
await fetch(link, { redirect: 'manual' });
const signIn = await fetch(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
const cookies = signIn.headers.getSetCookie().map((c) => { const [nv] = c.split(';'); const [name, ...v] = nv!.split('='); return { name: name!, value: v.join('='), url: origin }; });
const jobs = (await (await fetch(`${origin}/api/jobs?perPage=1`)).json()) as { items: { slug: string }[] };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const urls = (process.env['URLS'] ?? '/jobs').split(',').map((u) => u.replace('{slug}', jobs.items[0]!.slug));
const maps = new Map<string, SourceMapConsumer | null>();
async function mapFor(url: string) {
  if (!maps.has(url)) {
    let m: SourceMapConsumer | null = null;
    if (url.includes('/assets/')) { try { m = new SourceMapConsumer(JSON.parse(await readFile(path.join(root, 'apps/web/dist', new URL(url).pathname + '.map'), 'utf8'))); } catch {} }
    maps.set(url, m);
  }
  return maps.get(url)!;
}
for (const url of urls) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (process.env['SIGNED_OUT'] !== '1') await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(origin + url);
  await sleep(7000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[] } };
  type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
  const nodes = new Map<number, Node>(profile.nodes.map((n) => [n.id, n as Node]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as Node[]) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = async (n: Node) => {
    const f = n.callFrame; const m = f.url ? await mapFor(f.url) : null;
    if (m) { const p = m.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber }); if (p.source) return `${p.name ?? f.functionName}@${p.source.replace(/.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${p.line}`; }
    return `${f.functionName || '(anon)'}@${f.url.replace(origin, '')}`;
  };
  // Tasks: runs of non-idle samples.
  let t = 0; let task: { start: number; dur: number; samples: number[] } | null = null; const tasks: { start: number; dur: number; samples: number[] }[] = [];
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0; const n = nodes.get(profile.samples[i]!)!; const idle = n.callFrame.functionName === '(idle)';
    if (idle) { if (task) { tasks.push(task); task = null; } continue; }
    if (!task) task = { start: t, dur: 0, samples: [] };
    task.dur += profile.timeDeltas[i + 1] ?? 0; task.samples.push(n.id);
  }
  if (task) tasks.push(task);
  const first = tasks[0]?.start ?? 0;
  console.log(`==== ${url}`);
  for (const tk of tasks.filter((x) => x.dur > 50_000)) {
    // Inclusive time per frame across the task's samples (each frame once per sample).
    const incl = new Map<number, number>();
    for (const id of tk.samples) { const seen = new Set<number>(); let cur: number | undefined = id; while (cur !== undefined) { if (!seen.has(cur)) { seen.add(cur); incl.set(cur, (incl.get(cur) ?? 0) + 1); } cur = parent.get(cur); } }
    const byLabel = new Map<string, number>();
    for (const [id, count] of incl) { const l = await label(nodes.get(id)!); if (l.startsWith('(root)')) continue; byLabel.set(l, Math.max(byLabel.get(l) ?? 0, count)); }
    const per = tk.dur / 1000 / tk.samples.length;
    const top = [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([l, c]) => `      ${(c * per).toFixed(0).padStart(5)} ms ${l}`).join('\n');
    console.log(`  task at ${((tk.start - first) / 1000).toFixed(0)} ms, ${(tk.dur / 1000).toFixed(0)} ms\n${top}`);
  }
  await context.close();
}
await browser.close(); app.kill('SIGTERM'); smtp.close(); process.exit(0);
