import http from 'node:http';
import net from 'node:net';

/**
 * A small load balancer for tests, doing what the nginx setup of docs/deploy.md does: round robin over
 * the upstreams that pass their health check (`GET /api/health` every `healthIntervalMs`), WebSocket
 * upgrades passed through, and `proxy_next_upstream error`: a request whose connection is refused, or
 * reset before a response, is tried on the next upstream, but a non-idempotent one (POST, PATCH) only
 * if it was never sent (the connection was refused). One upstream connection per request, like nginx
 * without `keepalive`.
 */
export type TestProxy = {
  port: number;
  stats: { requests: number; retried: number; failed: number; upgrades: number; upgradesRetried: number };
  /** Requests answered 5xx by an upstream, or failed in the proxy: method, path and what happened. */
  failures: string[];
  close(): Promise<void>;
};

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

export async function startTestProxy(upstreamPorts: number[], options: { healthIntervalMs?: number } = {}) {
  const upstreams = upstreamPorts.map((port) => ({ port, healthy: true }));
  const stats: TestProxy['stats'] = { requests: 0, retried: 0, failed: 0, upgrades: 0, upgradesRetried: 0 };
  const failures: string[] = [];
  const tunnels = new Set<net.Socket>();
  let turn = 0;

  /** The next healthy upstream not tried yet; when none is healthy, any not tried yet (as nginx does). */
  const pick = (tried: Set<number>) => {
    for (const onlyHealthy of [true, false]) {
      for (let index = 0; index < upstreams.length; index += 1) {
        const upstream = upstreams[(turn + index) % upstreams.length]!;
        if (tried.has(upstream.port) || (onlyHealthy && !upstream.healthy)) continue;
        turn = (turn + index + 1) % upstreams.length;
        return upstream;
      }
    }
    return undefined;
  };

  const checkHealth = async () => {
    await Promise.all(
      upstreams.map(async (upstream) => {
        try {
          const response = await fetch(`http://127.0.0.1:${upstream.port}/api/health`, {
            signal: AbortSignal.timeout(1_000),
          });
          upstream.healthy = response.status === 200;
          await response.body?.cancel();
        } catch {
          upstream.healthy = false;
        }
      }),
    );
  };
  const healthTimer = setInterval(() => void checkHealth(), options.healthIntervalMs ?? 250);

  const server = http.createServer((req, res) => {
    stats.requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      const tried = new Set<number>();
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
      headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
      headers['content-length'] = String(body.length);
      const fail = (what: string) => {
        stats.failed += 1;
        failures.push(`${method} ${req.url}: ${what}`);
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      };
      const attempt = () => {
        const upstream = pick(tried);
        if (!upstream) return fail('no upstream left');
        tried.add(upstream.port);
        let sent = false;
        let answered = false;
        const forward = http.request({
          host: '127.0.0.1',
          port: upstream.port,
          method,
          path: req.url,
          headers,
          agent: false,
        });
        forward.on('socket', (socket) => socket.once('connect', () => (sent = true)));
        forward.on('response', (response) => {
          answered = true;
          if ((response.statusCode ?? 0) >= 500) failures.push(`${method} ${req.url}: ${response.statusCode}`);
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(response.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
          res.writeHead(response.statusCode ?? 502, out);
          response.pipe(res);
          response.on('error', () => res.destroy());
        });
        forward.on('error', (error: NodeJS.ErrnoException) => {
          if (answered) return fail(`upstream ${upstream.port} broke off the response: ${error.code}`);
          if ((!sent || IDEMPOTENT.has(method)) && tried.size < upstreams.length) {
            stats.retried += 1;
            return attempt();
          }
          fail(`upstream ${upstream.port}: ${error.code ?? error.message}${sent ? ' after the request was sent' : ''}`);
        });
        forward.end(body);
      };
      attempt();
    });
  });

  // WebSocket: the handshake goes to the next upstream that accepts the connection; then bytes both ways.
  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    stats.upgrades += 1;
    const tried = new Set<number>();
    tunnels.add(client);
    client.on('error', () => undefined);
    client.on('close', () => tunnels.delete(client));
    const attempt = () => {
      const upstream = pick(tried);
      if (!upstream) return client.destroy();
      tried.add(upstream.port);
      const socket = net.connect(upstream.port, '127.0.0.1');
      let connected = false;
      socket.once('connect', () => {
        connected = true;
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let index = 0; index < req.rawHeaders.length; index += 2) {
          lines.push(`${req.rawHeaders[index]}: ${req.rawHeaders[index + 1]}`);
        }
        lines.push(`X-Forwarded-For: ${req.socket.remoteAddress ?? '127.0.0.1'}`);
        socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) socket.write(head);
        socket.pipe(client);
        client.pipe(socket);
      });
      socket.on('error', () => {
        if (!connected) {
          stats.upgradesRetried += 1;
          return attempt();
        }
        client.destroy();
      });
      socket.on('close', () => client.destroy());
      client.on('close', () => socket.destroy());
    };
    attempt();
  });

  await checkHealth();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const proxy: TestProxy = {
    port: address.port,
    stats,
    failures,
    close: async () => {
      clearInterval(healthTimer);
      for (const tunnel of tunnels) tunnel.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
