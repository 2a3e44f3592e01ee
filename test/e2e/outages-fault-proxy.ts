import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** What the proxy does with a connection: pass it on, refuse it (nothing listens), or answer HTTP 500. */
export type FaultMode = 'pass' | 'refuse' | 'http-500';

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: the same port whatever the mode. */
  readonly url: string;
  /** Switches mode; connections open under the old mode are cut, as an outage would cut them. */
  set(mode: FaultMode): Promise<void>;
  stop(): Promise<void>;
}

const HTTP_500 =
  'HTTP/1.1 500 Internal Server Error\r\ncontent-type: text/plain\r\ncontent-length: 22\r\nconnection: close\r\n\r\noutage: internal error';

/**
 * A TCP proxy on loopback in front of a real server (Gitea's git and API),
 * to make it unreachable (the port stops listening: connection refused) or
 * failing (each request answered 500) and then well again on the same port.
 * Bytes are passed through untouched: the server behind is the real one.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port: targetPort } = new URL(target);
  let mode: FaultMode = 'pass';
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    track(client);
    client.on('error', () => client.destroy());
    if (mode === 'http-500') {
      // Answer once the request has begun arriving, as a failing server behind a balancer does.
      client.once('data', () => client.end(HTTP_500));
      return;
    }
    const upstream = connect(Number(targetPort), hostname);
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  const cutAll = (): void => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      if (next === mode) return;
      const wasListening = mode !== 'refuse';
      mode = next;
      cutAll();
      if (next === 'refuse' && wasListening)
        await new Promise<void>((resolve) => server.close(() => resolve()));
      if (next !== 'refuse' && !wasListening) await listen(server, port);
    },
    async stop() {
      cutAll();
      if (mode !== 'refuse') await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
