import compress from '@fastify/compress';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../app.ts';
import { registerNulByteCheck } from '../http/nul-bytes.ts';
import { registerOriginCheck } from '../http/origin-check.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { trustedOrigins } from '../modules/auth/auth.ts';

/** Strict CSP: scripts only from our origin; nothing framed; no plugins. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The service worker (/sw.js) and the PDF viewer's worker; the web manifest from our origin only.
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** Security headers, ETag, compression, the OpenAPI document, the origin and NUL-byte checks; gives trusted origins. */
export async function registerHttp(app: FastifyInstance, deps: Pick<AppDependencies, 'config' | 'version'>) {
  registerSecurityHeaders(app, {
    contentSecurityPolicy,
    // Same-origin app; cross-origin isolation would break nothing but gains nothing either.
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.appUrl.startsWith('https:'),
  });

  // Phones on slow networks revalidate with If-None-Match and get a 304 instead of the body again.
  await app.register(etag, { weak: true });
  // Then compression (after the ETag, which names the uncompressed body): brotli or gzip, as the
  // phone accepts. A 12 KB page of jobs travels as about 2 KB.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'JobPortal API', version: deps.version },
      servers: [{ url: deps.config.appUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const origins = trustedOrigins(deps.config.appUrl);
  registerOriginCheck(app, origins);
  registerNulByteCheck(app);
  return origins;
}
