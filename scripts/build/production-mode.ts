/**
 * Every bundle is a production bundle, whatever NODE_ENV the build runs under. Vite and its React
 * plugin decide production or not from NODE_ENV: a build started by a test runner (NODE_ENV=test)
 * bundled React's development runtime, into a render cache whose key — the code's — promised the
 * same bundles as `npm run build` (docs/decisions.md 121). The launch check's strictness is the
 * build's own option, read before this (`production` in site-build.ts), so it is unchanged.
 */
export async function bundledForProduction<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
