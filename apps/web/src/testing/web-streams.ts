import * as streams from 'node:stream/web';

// The web tests' VM contexts (vitest's vmThreads with jsdom) lack the WHATWG streams that Mock Service
// Worker's interceptors use: the worker's own (Node's) classes, where the context has none.
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: streams[name] });
}
