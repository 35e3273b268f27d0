import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  /** The port the proxy listens on (the same after `restore`). */
  port: number;
  /** The outage: drops every open connection and refuses new ones (the port is closed). */
  cut(): Promise<void>;
  /** Listens again on the same port and forwards as before. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy to `target` on 127.0.0.1, to fail a shared service (the CI's Redis, which other test files
 * use) for the processes behind the proxy only.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const makeServer = () =>
    createServer((incoming) => {
      const outgoing = connect(target.port, target.host);
      open.add(incoming).add(outgoing);
      const drop = () => {
        incoming.destroy();
        outgoing.destroy();
        open.delete(incoming);
        open.delete(outgoing);
      };
      incoming.on('error', drop).on('close', drop);
      outgoing.on('error', drop).on('close', drop);
      incoming.pipe(outgoing).pipe(incoming);
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  let server: Server | undefined = makeServer();
  const port = await listen(server, 0);
  const cut = async () => {
    const closing = server;
    server = undefined;
    const closed = closing ? new Promise<void>((resolve) => closing.close(() => resolve())) : Promise.resolve();
    for (const socket of open) socket.destroy();
    open.clear();
    await closed;
  };
  return {
    port,
    cut,
    async restore() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    close: cut,
  };
}
