import { describe, expect, it } from 'vitest';
import { routePreloads, type BuiltChunk } from '../build/routePreloads';

const ROOT = '/store';

const chunk = (fileName: string, details: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...details,
});

/** An entry with the shell; a lot page with its controls and a lazy part; home; a part of the features package. */
const chunks = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/shell.js'], dynamicImports: ['assets/LotPage.js'] }),
  chunk('assets/shell.js'),
  chunk('assets/LotPage.js', {
    facadeModuleId: `${ROOT}/src/routes/LotPage.tsx`,
    imports: ['assets/shell.js', 'assets/BidControl.js'],
    dynamicImports: ['assets/LotBelowFold.js', 'assets/CheckoutDialog.js'],
  }),
  chunk('assets/BidControl.js', { imports: ['assets/format.js', 'assets/shell.js'] }),
  chunk('assets/format.js'),
  chunk('assets/LotBelowFold.js', {
    facadeModuleId: `${ROOT}/src/routes/LotBelowFold.tsx`,
    imports: ['assets/format.js', 'assets/History.js'],
  }),
  chunk('assets/History.js'),
  chunk('assets/CheckoutDialog.js', { facadeModuleId: `${ROOT}/../../packages/features/src/CheckoutDialog.tsx` }),
  chunk('assets/HomePage.js', { facadeModuleId: `${ROOT}/src/routes/HomePage.tsx`, imports: ['assets/format.js'] }),
];

describe("each route's first-render code", () => {
  it('lists the page, its static imports and the page parts it loads as it renders, each once', () => {
    const preloads = routePreloads(
      chunks,
      [
        { path: '/lotview/$lotof/$id', module: 'src/routes/LotPage' },
        { path: '/', module: 'src/routes/HomePage' },
      ],
      ROOT,
    );
    expect(preloads['/lotview/$lotof/$id']).toEqual([
      '/assets/LotPage.js',
      '/assets/BidControl.js',
      '/assets/format.js',
      '/assets/LotBelowFold.js',
      '/assets/History.js',
    ]);
    expect(preloads['/']).toEqual(['/assets/HomePage.js', '/assets/format.js']);
  });

  it('leaves out what index.html already loads and what loads only on a later action', () => {
    const files = routePreloads(chunks, [{ path: '/lot', module: 'src/routes/LotPage' }], ROOT)['/lot'];
    expect(files).not.toContain('/assets/index.js');
    expect(files).not.toContain('/assets/shell.js');
    expect(files).not.toContain('/assets/CheckoutDialog.js');
  });

  it('refuses a route whose page the build did not make a chunk of', () => {
    expect(() => routePreloads(chunks, [{ path: '/gone', module: 'src/routes/GonePage' }], ROOT)).toThrow(
      'No chunk of the build renders src/routes/GonePage (the route /gone).',
    );
  });
});
