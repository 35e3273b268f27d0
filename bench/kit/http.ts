/**
 * HTTP as autocannon speaks it (node:http, no Accept-Encoding unless a header asks, so answers come
 * uncompressed), with a deadline on every request and the whole body read.
 */
import { type Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** `reusedSocket`: the request went over a kept-alive connection (false: it opened one). */
export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; reusedSocket: boolean };

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const request = httpRequest(url, { method: options.method ?? 'GET', headers, agent: options.agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          reusedSocket: request.reusedSocket,
        });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(
      () => request.destroy(new TimeoutError(`no answer within ${timeoutMs} ms: ${url}`)),
      timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(options.body);
  });
}

export const get = (url: string, headers: Record<string, string> = {}): Promise<Answer> => call(url, { headers });

export function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
  }
}
