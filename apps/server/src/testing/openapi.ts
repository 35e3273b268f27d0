import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the API, as the OpenAPI document describes it. */
export type Operation = {
  method: Method;
  path: string;
  /** Names of its query-string parameters. */
  query: string[];
  /** Names of its path parameters. */
  params: string[];
};

type Document = {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
};

/** Every operation of the OpenAPI document (`GET /api/openapi.json`): a route added later is walked too. */
export function apiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as Document;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        params: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
  );
}

/** A concrete URL for an OpenAPI path: each parameter gets `values[name]`, or a well-formed value. */
export function concretePath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? (name === 'slug' ? 'about' : name === 'userId' ? 'some-user-id' : randomUUID())),
  );
}

export const label = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;
