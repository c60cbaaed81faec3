// Benchmark only (bench/shell-bundle.mjs): the shell and every remote's exposed modules built as ONE app without
// Module Federation, to compare the JavaScript of the first render of `/` against the federated build.
// The remotes' modules are imported straight from their sources (resolve aliases) and split per route, as a
// one-app build would; the shell's async bootstrap boundary, which only federation needs, is skipped.
// With `--env chunks=one`, the literal single bundle instead: every page in one script, nothing split off.
// Usage: npx webpack -c shell/webpack.single-bundle.config.mjs --mode production --env outDir=/tmp/x [--env chunks=one]
import path from 'node:path';
import webpack from 'webpack';
import shellConfig from './webpack.config.mjs';

const appDir = new URL('.', import.meta.url).pathname;
const repo = path.join(appDir, '..');

export default (env = {}, argv = {}) => {
  const config = shellConfig(env, argv);
  return {
    ...config,
    entry: { main: './src/bootstrap.tsx' },
    output: { ...config.output, path: env.outDir ?? path.join(appDir, 'dist-single-bundle'), uniqueName: 'shell-single' },
    resolve: {
      ...config.resolve,
      alias: {
        // the same sources the federated builds bundle (the contracts' and the storefront's render rules as ES modules)
        ...config.resolve.alias,
        '@shop/storefront-first-paint$': path.join(repo, 'mf-storefront/first-paint/src/index.ts'),
        '@remote/storefront': path.join(repo, 'mf-storefront/src/exposed'),
        '@remote/checkout': path.join(repo, 'mf-checkout/src/exposed'),
        '@remote/admin': path.join(repo, 'mf-admin/src/exposed'),
      },
    },
    plugins: [
      ...config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
      // RemoteSlot's `./remotes` (the federation runtime) becomes direct imports of the remotes' modules.
      new webpack.NormalModuleReplacementPlugin(/^\.\/remotes$/, (resource) => {
        if (resource.context.endsWith(path.join('shell', 'src', 'federation'))) {
          resource.request = path.join(appDir, 'single-bundle', 'remotes.ts');
        }
      }),
      ...(env.chunks === 'one' ? [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] : []),
    ],
  };
};
