import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type ChatMessage, type MessagesPage, type SendAck } from '@jobportal/shared';
import { createTestDatabase } from './testing/database.ts';
import { HTTP_ACCOUNT_PASSWORD, httpAccount, type HttpAccount } from './testing/http-accounts.ts';
import { freePort, startAppProcess, type RunningApp } from './testing/process.ts';
import { redisForTests, testRedisPrefix, testRedisUrl } from './testing/redis.ts';

/*
 * The nginx config of docs/deploy.md ("## nginx in front") run by a real nginx. The ```nginx block is
 * read from the doc when the test runs, so the doc and the test cannot drift. Only what must differ on
 * a test machine is replaced, and each replacement must match exactly the lines it is meant for:
 * - the two `server` lines of the upstream: two app processes this test starts on free ports;
 * - the ports of the two `listen` lines: free ports on 127.0.0.1 instead of 443 and 80;
 * - `ssl_certificate` and `ssl_certificate_key`: a self-signed certificate made with openssl in a temp
 *   dir. TLS is kept, not replaced by a plain listen, so that the doc's `listen ... ssl` line with its
 *   HTTP/2 switch is checked by the nginx that runs it (which syntax is accepted depends on nginx's
 *   version), and the app runs as in production: `APP_URL` on https, `__Secure-` cookies,
 *   `X-Forwarded-Proto: https`.
 * Every upstream and proxy_* directive stays as written. The block is wrapped in a minimal nginx.conf
 * (events {}, http {}, pid, logs and temp paths in the temp dir, `daemon off`), checked with
 * `nginx -t`, and run by Debian's nginx (NGINX_BIN, default /usr/sbin/nginx; .ci/run installs it).
 * Without nginx the tests fail, naming the package: they never skip for it. (The second, like every
 * Redis-backed test, is skipped only outside CI on a machine without Redis: testing/redis.ts.)
 */

const nginxBin = process.env['NGINX_BIN'] ?? '/usr/sbin/nginx';
const deployDoc = fileURLToPath(new URL('../../../docs/deploy.md', import.meta.url));
const run = promisify(execFile);
const redis = await redisForTests();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clientId = () => `c_${randomBytes(8).toString('hex')}`;
const cipher = () => `v1.${randomBytes(48).toString('base64url')}`;

/** nginx 1.25.1 and later accept `listen ... http2` with this warning; Debian 12's 1.22 knows no other form. */
const LISTEN_HTTP2_DEPRECATED = /the "listen \.\.\. http2" directive is deprecated/;

async function requireNginx(): Promise<void> {
  try {
    await access(nginxBin, constants.X_OK);
  } catch {
    throw new Error(
      `nginx is not installed (no executable ${nginxBin}): install Debian's nginx package ` +
        '(`apt-get install nginx`, as .ci/run does), or set NGINX_BIN to an nginx binary.',
    );
  }
}

/** The one ```nginx block of docs/deploy.md's "## nginx in front" section. */
async function documentedNginxBlock(): Promise<string> {
  const markdown = await readFile(deployDoc, 'utf8');
  const section = markdown.split(/^## /m).find((part) => part.startsWith('nginx in front\n'));
  if (!section) throw new Error('docs/deploy.md has no "## nginx in front" section');
  const blocks = [...section.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)];
  if (blocks.length !== 1) {
    throw new Error(`docs/deploy.md's "nginx in front" has ${blocks.length} nginx blocks, expected 1`);
  }
  return blocks[0]![1]!;
}

/** Replaces the lines `pattern` matches, which must be exactly `expected`: a changed doc fails here. */
function replaceLines(text: string, pattern: RegExp, expected: number, by: (lead: string) => string): string {
  const found = [...text.matchAll(pattern)].length;
  if (found !== expected) {
    throw new Error(`docs/deploy.md's nginx block: ${found} lines match ${pattern}, expected ${expected}`);
  }
  return text.replace(pattern, (_line: string, lead: string) => by(lead));
}

type Local = { upstreamPorts: number[]; tlsPort: number; plainPort: number; certificate: string; key: string };

/** The documented block with this machine's addresses, ports and certificate, and nothing else changed. */
function forThisMachine(block: string, local: Local): string {
  const ports = [...local.upstreamPorts];
  let config = replaceLines(block, /^([ \t]*server[ \t]+)[\w.-]+:\d+(?=\s)/gm, 2, (lead) => {
    return `${lead}127.0.0.1:${ports.shift()}`;
  });
  config = replaceLines(config, /^([ \t]*listen[ \t]+)443(?=\s)/gm, 1, (lead) => `${lead}127.0.0.1:${local.tlsPort}`);
  config = replaceLines(config, /^([ \t]*listen[ \t]+)80(?=;)/gm, 1, (lead) => `${lead}127.0.0.1:${local.plainPort}`);
  config = replaceLines(config, /^([ \t]*ssl_certificate[ \t]+)\S+;/gm, 1, (lead) => `${lead}${local.certificate};`);
  config = replaceLines(config, /^([ \t]*ssl_certificate_key[ \t]+)\S+;/gm, 1, (lead) => `${lead}${local.key};`);
  const before = block.split('\n');
  const after = config.split('\n');
  expect(after).toHaveLength(before.length);
  expect(after.filter((line, index) => line !== before[index])).toHaveLength(6);
  return config;
}

type Site = {
  dir: string;
  config: string;
  configFile: string;
  errorLog: string;
  accessLog: string;
  tlsPort: number;
  plainPort: number;
  /** The self-signed certificate, for the clients to trust. */
  ca: string;
};

/** A temp dir with a certificate and nginx.conf: the documented block inside a minimal main config. */
async function prepareSite(upstreamPorts: number[], dirs: string[]): Promise<Site> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jp-nginx-'));
  dirs.push(dir);
  // Started as root, nginx runs its worker as `nobody`, which must reach the temp paths (request bodies).
  await chmod(dir, 0o755);
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  const tlsPort = await freePort();
  const plainPort = await freePort();
  const block = forThisMachine(await documentedNginxBlock(), { upstreamPorts, tlsPort, plainPort, certificate, key });
  const errorLog = path.join(dir, 'error.log');
  const accessLog = path.join(dir, 'access.log');
  const config = [
    'daemon off;',
    // Two workers, as `worker_processes auto` gives on a 2-core machine: the upstream's zone shares health.
    'worker_processes 2;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${errorLog} notice;`,
    'events { worker_connections 512; }',
    'http {',
    // Which instance answered each request, in nginx's own words: a list when it tried more than one.
    "    log_format upstreams '$upstream_addr|$status|$request_method|$uri';",
    `    access_log ${accessLog} upstreams;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `    ${name}_temp_path ${path.join(dir, name)};`,
    ),
    block,
    '}',
    '',
  ].join('\n');
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  return { dir, config, configFile, errorLog, accessLog, tlsPort, plainPort, ca: await readFile(certificate, 'utf8') };
}

/** nginx's arguments: its prefix and error log in the temp dir from the start, then the config. */
const nginxArgs = (site: Site) => ['-p', `${site.dir}/`, '-e', site.errorLog, '-c', site.configFile];

/** `nginx -t` on the site's config: what it printed, or an error with what it printed and the config. */
async function checkConfig(site: Site): Promise<string> {
  try {
    return (await run(nginxBin, ['-t', ...nginxArgs(site)])).stderr;
  } catch (error) {
    const printed = (error as { stderr?: string }).stderr || (error as Error).message;
    throw new Error(`nginx -t refused the config of docs/deploy.md:\n${printed}\n--- config ---\n${site.config}`, {
      cause: error,
    });
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One HTTP(S) request, with the answer read whole; fails after 15 s without an answer. */
function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; agent?: https.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options: https.RequestOptions = {
      method: init.method ?? 'GET',
      headers: init.headers ?? {},
      timeout: 15_000,
      ...(init.agent ? { agent: init.agent } : {}),
    };
    const answer = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
    };
    const request = url.startsWith('https:') ? https.request(url, options, answer) : http.request(url, options, answer);
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 15 s`)));
    request.on('error', reject);
    request.end(init.body);
  });
}

type Served = { upstreams: string[]; status: number; method: string; uri: string };

/** nginx's access log so far: for each request, the instances it tried (the last one answered). */
async function accessLog(site: Site): Promise<Served[]> {
  const text = await readFile(site.accessLog, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [upstreams, status, method, uri] = line.split('|');
      return { upstreams: upstreams!.split(/\s*[,:]\s+/), status: Number(status), method: method!, uri: uri! };
    });
}

describe('the nginx config of docs/deploy.md', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('passes nginx -t as written, with only addresses, ports and the certificate made local', async () => {
    await requireNginx();
    const site = await prepareSite([await freePort(), await freePort()], dirs);
    const printed = await checkConfig(site);
    expect(printed).toContain('test is successful');
    const complaints = printed
      .split('\n')
      .filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line) && !LISTEN_HTTP2_DEPRECATED.test(line));
    expect(complaints).toEqual([]);
  });
});

/** A chat client as the web app runs it: reconnects by itself, and on each reconnect fetches what it missed. */
type Member = {
  account: HttpAccount;
  socket: Socket;
  received: Set<string>;
  live: Set<string>;
  reconnects: number;
  restartNotices: number;
  /** Ids are bigints as strings. */
  lastId: string;
};

describe.runIf(redis.available)(
  `docs/deploy.md's nginx in front of two app instances (${redis.reason || 'Redis reachable'})`,
  // About 20–25 s on the 2-core machine, most of it two app starts; more when other work shares the cores.
  { timeout: 180_000 },
  () => {
    const prefix = testRedisPrefix();
    const dirs: string[] = [];
    const instances: RunningApp[] = [];
    const sockets: Socket[] = [];
    let nginx: { child: ChildProcess; exited: Promise<unknown> } | undefined;
    let agent: https.Agent | undefined;

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      agent?.destroy();
      if (nginx && nginx.child.exitCode === null && nginx.child.signalCode === null) {
        nginx.child.kill('SIGTERM');
        await nginx.exited;
      }
      for (const app of instances) {
        if (app.child.exitCode === null && app.child.signalCode === null) {
          app.child.kill('SIGTERM');
          await app.exited;
        }
      }
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it('serves pages, the API, a signed-in member and Socket.IO through nginx, also while the instance in use stops', async () => {
      const startedAt = Date.now();
      await requireNginx();
      const { url: databaseUrl } = await createTestDatabase({ empty: true });
      const ports = [await freePort(), await freePort()];
      const site = await prepareSite(ports, dirs);
      await checkConfig(site);
      const origin = `https://localhost:${site.tlsPort}`;
      const env = (index: number, dir: string) => ({
        DATABASE_URL: databaseUrl,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: prefix,
        APP_URL: origin,
        AUTH_SECRET: 'deploy-nginx-test-secret-of-32-chars++',
        NODE_ENV: 'development',
        DEMO_CONTENT: 'false',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        PORT: String(ports[index]),
        DATA_DIR: dir,
      });
      const dataDirs: string[] = [];
      for (let index = 0; index < 2; index += 1) {
        dataDirs.push(await mkdtemp(path.join(tmpdir(), 'jp-nginx-app-')));
        dirs.push(dataDirs[index]!);
      }
      const started = await Promise.allSettled([0, 1].map((index) => startAppProcess(env(index, dataDirs[index]!))));
      for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
      for (const result of started) if (result.status === 'rejected') throw result.reason;

      const child = spawn(nginxBin, nginxArgs(site), { stdio: 'ignore' });
      nginx = { child, exited: new Promise((resolve) => child.once('exit', resolve).once('error', resolve)) };
      agent = new https.Agent({ keepAlive: true, ca: site.ca });
      const front = `https://127.0.0.1:${site.tlsPort}`;
      const request = (who: HttpAccount | null, method: string, url: string, body?: unknown) =>
        call(`${front}${url}`, {
          agent,
          method,
          headers: {
            origin,
            'x-forwarded-for': who?.address ?? '10.79.0.1',
            ...(who ? { cookie: who.cookie } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      for (const deadline = Date.now() + 10_000; ;) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `nginx stopped (${child.exitCode ?? child.signalCode}): ${await readFile(site.errorLog, 'utf8')}`,
          );
        }
        const ready = await request(null, 'GET', '/api/health/live').catch(() => undefined);
        if (ready?.status === 200) break;
        if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s: ${ready?.status}`);
        await pause(100);
      }

      // Signed out: a public document and the API, over TLS, with APP_URL's origin in what the app writes.
      const robots = await request(null, 'GET', '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const jobs = await request(null, 'GET', '/api/jobs');
      expect(jobs.status).toBe(200);
      expect(JSON.parse(jobs.body)).toHaveProperty('items');
      expect((await request(null, 'GET', '/api/me')).status).toBe(401);
      // The port-80 server sends everything to https.
      const redirect = await call(`http://127.0.0.1:${site.plainPort}/jobs?page=2`);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe('https://127.0.0.1/jobs?page=2');

      // Signed in through nginx: the session cookie comes back `__Secure-` and Secure (APP_URL is https).
      const direct = `http://127.0.0.1:${ports[0]}`;
      const made = await httpAccount('Asha Nginx', origin, direct);
      const bilal = await httpAccount('Bilal Nginx', origin, direct);
      const signIn = await call(`${front}/api/auth/sign-in/email`, {
        agent,
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': made.address },
        body: JSON.stringify({ email: made.email, password: HTTP_ACCOUNT_PASSWORD }),
      });
      expect(signIn.status, signIn.body).toBe(200);
      const cookies = signIn.headers['set-cookie'] ?? [];
      expect(cookies.some((cookie) => /^__Secure-jobportal\.session_token=[^;]+;.*\bSecure\b/i.test(cookie))).toBe(
        true,
      );
      const asha = { ...made, cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') };
      const me = await request(asha, 'GET', '/api/me');
      expect(me.status).toBe(200);
      expect((JSON.parse(me.body) as { id: string }).id).toBe(asha.id);
      expect((await request(asha, 'POST', '/api/friends/requests', { userId: bilal.id })).status).toBeLessThan(300);
      expect((await request(bilal, 'POST', `/api/friends/requests/${asha.id}/accept`)).status).toBeLessThan(300);
      // A 3 MB upload passes nginx (its default limit is 1 MB) and is judged by the app: not an image.
      const boundary = `jp${randomBytes(8).toString('hex')}`;
      const upload = await call(`${front}/api/me/avatar`, {
        agent,
        method: 'PUT',
        headers: {
          origin,
          cookie: asha.cookie,
          'x-forwarded-for': asha.address,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          Buffer.alloc(3 * 1024 * 1024),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(upload.status, upload.body).toBe(415);
      expect((JSON.parse(upload.body) as { code: string }).code).toBe('UNSUPPORTED_IMAGE');

      // Socket.IO through /socket.io/: WebSocket (upgraded by nginx), and the long-polling fallback.
      const connect = async (account: HttpAccount, transports: Array<'websocket' | 'polling'>) => {
        const socket = connectClient(front, {
          path: '/socket.io',
          transports,
          ca: site.ca,
          extraHeaders: { origin, cookie: account.cookie, 'x-forwarded-for': account.address },
          forceNew: true,
          reconnectionDelay: 500,
          reconnectionDelayMax: 2_000,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        return socket;
      };
      const join = async (account: HttpAccount): Promise<Member> => {
        const socket = await connect(account, ['websocket']);
        const member: Member = {
          account,
          socket,
          received: new Set(),
          live: new Set(),
          reconnects: 0,
          restartNotices: 0,
          lastId: '0',
        };
        const note = (message: ChatMessage) => {
          member.received.add(message.id);
          if (BigInt(message.id) > BigInt(member.lastId)) member.lastId = message.id;
        };
        socket.on(SOCKET_EVENTS.message, (message: ChatMessage) => {
          member.live.add(message.id);
          note(message);
        });
        socket.on(SOCKET_EVENTS.restarting, () => (member.restartNotices += 1));
        // The chat's catch-up, where the web chat does it (chat-engine.ts): on each connect (this socket
        // has made its first already), everything after the last message it holds. Not on the manager's
        // `reconnect`, which fires when the transport is open but before the namespace's handshake has
        // joined the member's rooms: a message stored between that catch-up and the join reached neither.
        socket.on('connect', () => {
          member.reconnects += 1;
          void (async () => {
            const response = await request(account, 'GET', `/api/chat/messages/since?after=${member.lastId}`);
            if (response.status !== 200) return;
            for (const message of (JSON.parse(response.body) as MessagesPage).items) note(message);
          })();
        });
        return member;
      };
      const ashaClient = await join(asha);
      const bilalClient = await join(bilal);
      expect(ashaClient.socket.io.engine.transport.name).toBe('websocket');
      const polling = await connect(bilal, ['polling']);
      expect(polling.io.engine.transport.name).toBe('polling');
      const both = Promise.all(
        [bilalClient.socket, polling].map(
          (socket) =>
            new Promise<ChatMessage>((resolve) => socket.once(SOCKET_EVENTS.message, (m: ChatMessage) => resolve(m))),
        ),
      );
      const first = (await ashaClient.socket.timeout(5_000).emitWithAck(SOCKET_EVENTS.send, {
        clientId: clientId(),
        receiverId: bilal.id,
        encryptedContent: cipher(),
      })) as SendAck;
      if (!first.ok) throw new Error(`send refused: ${first.code} ${first.message}`);
      expect((await both).map((message) => message.id)).toEqual([first.message.id, first.message.id]);
      polling.disconnect();

      // ip_hash: every request of this one client address went to one instance.
      const servedByOne = new Set(
        (await accessLog(site)).filter((line) => line.upstreams[0] !== '-').flatMap((line) => line.upstreams),
      );
      expect(servedByOne.size).toBe(1);
      const used = ports.indexOf(Number([...servedByOne][0]!.split(':')[1]));
      expect(used).toBeGreaterThanOrEqual(0);
      const other = `127.0.0.1:${ports[1 - used]}`;

      // The load, as in rolling-restart.test.ts: HTTP readers and writers, and a message every 400 ms
      // from each member, resent with the same client id until acknowledged.
      let running = true;
      const figures = { requests: 0, failedRequests: [] as string[], resends: 0 };
      const acked: Array<{ to: Member; id: string }> = [];
      const httpWorker = async (who: HttpAccount, friend: HttpAccount) => {
        const calls: Array<[string, string, unknown?]> = [
          ['GET', '/api/me'],
          ['GET', '/api/chat/conversations'],
          ['POST', '/api/chat/read', { p_friend_id: friend.id }],
        ];
        for (let turn = 0; running; turn += 1) {
          const [method, url, body] = calls[turn % calls.length]!;
          figures.requests += 1;
          try {
            const response = await request(who, method, url, body);
            if (response.status !== 200) figures.failedRequests.push(`${method} ${url}: ${response.status}`);
          } catch (error) {
            figures.failedRequests.push(`${method} ${url}: ${(error as Error).message}`);
          }
          await pause(25);
        }
      };
      const chatter = async (from: Member, to: Member) => {
        while (running) {
          const payload = { clientId: clientId(), receiverId: to.account.id, encryptedContent: cipher() };
          for (let attempt = 0; ; attempt += 1) {
            if (attempt > 0) figures.resends += 1;
            try {
              const ack = (await from.socket.timeout(3_000).emitWithAck(SOCKET_EVENTS.send, payload)) as SendAck;
              if (!ack.ok) throw new Error(`send refused: ${ack.code} ${ack.message}`);
              acked.push({ to, id: ack.message.id });
              break;
            } catch (error) {
              if ((error as Error).message.startsWith('send refused')) throw error;
              if (attempt >= 10) throw new Error(`message ${payload.clientId} never acknowledged`, { cause: error });
            }
          }
          await pause(400);
        }
      };
      const load = Promise.all([
        httpWorker(asha, bilal),
        httpWorker(bilal, asha),
        httpWorker(asha, bilal),
        chatter(ashaClient, bilalClient),
        chatter(bilalClient, ashaClient),
      ]);

      // The instance in use stops as in a rolling restart (SIGTERM: drain, close the listener, finish
      // what is in flight, send the sockets away); nginx must move everything to the other one.
      await pause(1_500);
      const stopping = Date.now();
      instances[used]!.child.kill('SIGTERM');
      const exitCode = await instances[used]!.exited;
      const stopMs = Date.now() - stopping;
      const loggedAtExit = (await accessLog(site)).length;
      await pause(2_500);
      running = false;
      await load;
      // The last deliveries and catch-ups land.
      await pause(1_500);

      const served = await accessLog(site);
      const afterExit = served.slice(loggedAtExit).filter((line) => line.status !== 101);
      const lost = acked.filter(({ to, id }) => !to.received.has(id));
      const members = [ashaClient, bilalClient];
      const version = (await run(nginxBin, ['-v'])).stderr.trim();
      // What nginx met on its way to the upstreams (a refused connection is expected after the stop).
      const upstreamErrors = (await readFile(site.errorLog, 'utf8'))
        .split('\n')
        .filter((line) => line.includes('upstream'))
        .map((line) =>
          line.replace(/^\S+ \S+ /, '').replace(/, client: .*?(, request: "[^"]*")?, upstream: .*$/, '$1'),
        );
      process.stdout.write(
        `\n[deploy-nginx] ${JSON.stringify({
          nginx: version,
          requests: figures.requests,
          failedRequests: figures.failedRequests.length,
          retriedByNginx: served.filter((line) => line.upstreams.length > 1).length,
          upstreamErrors,
          answeredAfterTheStop: afterExit.length,
          messagesAcknowledged: acked.length,
          deliveredLive: acked.filter(({ to, id }) => to.live.has(id)).length,
          lost: lost.length,
          resends: figures.resends,
          reconnects: members.map((member) => member.reconnects),
          stopMs,
          seconds: (Date.now() - startedAt) / 1000,
        })}\n`,
      );
      expect(exitCode).toBe(0);
      expect(stopMs).toBeLessThan(10_000);
      expect(figures.failedRequests, upstreamErrors.join('\n')).toEqual([]);
      // What nginx met on the stopping instance: a refused connection, or a request it repeats handed
      // back unanswered (http/drain-handoff.ts), after which nginx sent it nothing more. No POST was
      // ever reset once sent: the listener closed with nothing queued.
      const handedBack = upstreamErrors.filter((line) => line.includes('upstream prematurely closed connection'));
      expect(
        upstreamErrors.filter((line) => !/Connection refused|temporarily disabled|prematurely closed/.test(line)),
      ).toEqual([]);
      expect(handedBack.filter((line) => !/request: "(GET|HEAD|PUT|DELETE) /.test(line))).toEqual([]);
      expect(served.filter((line) => line.status >= 500)).toEqual([]);
      expect(figures.requests).toBeGreaterThan(50);
      // After the stop, the other instance answers every request.
      expect(afterExit.length).toBeGreaterThan(10);
      expect(afterExit.filter((line) => line.upstreams.at(-1) !== other)).toEqual([]);
      expect(acked.length).toBeGreaterThan(5);
      expect(lost).toEqual([]);
      // Each member hears of the restart over its WebSocket, comes back through nginx, and ends connected.
      for (const member of members) {
        expect(member.restartNotices).toBeGreaterThanOrEqual(1);
        expect(member.reconnects).toBeGreaterThanOrEqual(1);
        expect(member.socket.connected).toBe(true);
      }
    });
  },
);
