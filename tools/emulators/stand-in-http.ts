import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The HTTP plumbing the local stand-ins share (tools/stripe-stand-in, tools/geo-stand-in). */

/** A request's body as text; throws beyond `maxBytes` (no real call of theirs is that large). */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A listening server: its URL and how to close it (open connections too, so a stop never waits). */
export interface ListeningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `listener` on host:port (port 0: any free one) once it listens. */
export async function listen(listener: RequestListener, host: string, port: number): Promise<ListeningServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address}:${address.port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
