import { describe, expect, it } from 'vitest';
import { prefetchFigures } from './prefetch-figures.ts';

describe('prefetchFigures', () => {
  it('asks for every figure with the srcset and sizes its question uses, sizes first, after what the screen needs', () => {
    const order: string[] = [];
    const created: Record<string, string>[] = [];
    const fake = () => {
      const image: Record<string, string> = {};
      created.push(image);
      return new Proxy(image, {
        set(target, key, value: string) {
          order.push(String(key));
          target[String(key)] = value;
          return true;
        },
      }) as unknown as HTMLImageElement;
    };
    const figures = [
      { src: '/api/files/a', srcset: '/api/files/b 360w, /api/files/c 720w', sizes: 'calc(100vw - 3rem)' },
      { src: '/api/files/d', srcset: '/api/files/e 360w', sizes: 'calc(100vw - 3rem)' },
    ];
    expect(prefetchFigures(figures, fake)).toHaveLength(2);
    expect(created).toEqual([
      {
        decoding: 'async',
        fetchPriority: 'low',
        sizes: 'calc(100vw - 3rem)',
        srcset: '/api/files/b 360w, /api/files/c 720w',
        src: '/api/files/a',
      },
      {
        decoding: 'async',
        fetchPriority: 'low',
        sizes: 'calc(100vw - 3rem)',
        srcset: '/api/files/e 360w',
        src: '/api/files/d',
      },
    ]);
    expect(order.slice(0, 5)).toEqual(['decoding', 'fetchPriority', 'sizes', 'srcset', 'src']);
  });
});
