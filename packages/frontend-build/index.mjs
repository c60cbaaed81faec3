// One webpack + Module Federation setup for the shell and every remote, so that all front ends load TypeScript,
// CSS Modules and the shared singletons the same way. Each app keeps its federation settings as plain data in
// its own `module-federation.config.mjs` and passes them here from `webpack.config.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CompressAssetsPlugin } from './compress-assets.mjs';

export { sharedSingletons } from './shared.mjs';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder (its package.json, src/index.ts and public/ live there)
 * @param {Record<string, unknown>} options.federation the app's module-federation.config.mjs
 * @param {number} options.port dev-server port
 * @param {'/' | 'auto'} options.publicPath '/' for the shell (served at the site root), 'auto' for remotes
 *   (their chunks load from wherever their manifest was found)
 * @param {string} options.title HTML title of the app's own page (the shell's, or a remote's standalone page)
 * @param {(devServer: object) => void} [options.setupDevServer] extra dev-server routes (the shell's /remotes.json)
 * @param {boolean} [options.extractCss] production CSS in .css files instead of JS (the shell: its first paint
 *   needs no script to style it). Remotes keep CSS inside their chunks, so loading a module brings its styles.
 * @param {string} [options.template] the page template: the app's public/index.html by default
 * @param {Array<Record<string, unknown>>} [options.htmlPages] the pages built from the template, each with
 *   its own options for it (the shell's index.html and index.ar.html: lang, dir, the noscript text);
 *   one index.html by default
 * @param {Record<string, string>} [options.alias] the app's own webpack aliases (beside the contracts' sources)
 */
export function createFrontendConfig({
  appDir,
  federation,
  port,
  publicPath,
  title,
  setupDevServer,
  extractCss = false,
  template = path.join(appDir, 'public', 'index.html'),
  htmlPages = [{}],
  alias = {},
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const styleLoader = production && extractCss ? MiniCssExtractPlugin.loader : 'style-loader';
    // A production remote's CSS lives inside its JavaScript chunks: a CSS source map there would be shipped to every
    // shopper with the page (each sheet twice, with its mappings: 3.5 KB gzipped of the storefront's JS on `/`), and
    // nothing minifies it there but minify-css-loader.cjs.
    const inlineCss = production && !extractCss;
    const name = String(federation.name);
    // One federation runtime per page: the shell (the only host, exposing nothing) provides its runtime on a
    // global, and the remotes' bundles use it instead of carrying a second copy (~20 KB gzipped on `/`).
    const isRemote = Boolean(federation.exposes);
    const app = {
      name,
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Entry files (main.js, the federation runtime's own references) keep fixed names: the runtime cannot
        // template [contenthash] for them. Every other chunk is content-hashed and cached for good.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        publicPath,
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: { ...contractsSourceAliases(), ...alias },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          cssRule({ test: /\.module\.css$/, modules: cssModules(name, production), styleLoader, inlineCss }),
          cssRule({ test: /\.css$/, exclude: /\.module\.css$/, modules: false, styleLoader, inlineCss }),
          { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/resource' },
          // Web fonts from npm font packages (the Arabic face, decision 024), served as hashed files by the app.
          { test: /\.woff2?$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // Browser-only runtime: drops the runtime's Node.js code paths from every bundle.
        new ModuleFederationPlugin({
          dts: false,
          experiments: { optimization: { target: 'web' }, externalRuntime: isRemote },
          ...federation,
          runtimePlugins: [
            ...(federation.runtimePlugins ?? []),
            ...(isRemote ? [] : [PROVIDE_RUNTIME_PLUGIN]),
          ],
        }),
        ...htmlPages.map(
          (page) =>
            new HtmlWebpackPlugin({
              template,
              title,
              // Remotes get a page of their own for standalone work; the federation entry is never injected.
              excludeChunks: [String(federation.name)],
              ...page,
            }),
        ),
        ...(production && extractCss
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash].css',
                chunkFilename: '[name].[contenthash].css',
              }),
            ]
          : []),
        ...(production ? [new CompressAssetsPlugin()] : []),
        ...(isRemote ? [new StandaloneRuntimeTagPlugin()] : []),
        ...(isRemote && production ? [new PrebuiltStandaloneRuntimePlugin()] : []),
      ],
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        // SWC's minifier through webpack's own minimizer plugin: a third of Terser's CPU for the same or smaller
        // output (mf-admin: 21 s instead of 65 s, 1.317 MB instead of 1.340 MB of JS); the four front ends'
        // minification was most of a first start's build on two cores (decision 022).
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        allowedHosts: ['localhost', '127.0.0.1'],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(appDir, 'public'))
          ? { directory: path.join(appDir, 'public'), watch: false }
          : false,
        proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
        setupMiddlewares: (middlewares, devServer) => {
          setupDevServer?.(devServer);
          return middlewares;
        },
      },
    };
    // The standalone runtime is the same file for every remote: a production build copies the one this package's
    // own build made (PrebuiltStandaloneRuntimePlugin); the dev server builds it beside the app, in memory.
    if (!isRemote || production) return app;
    return [
      app,
      {
        ...standaloneRuntimeConfig({ outputPath: app.output.path, production }),
        name: `${name}-${STANDALONE_RUNTIME}`,
        dependencies: [name],
      },
    ];
  };
}

/**
 * A remote's config: its chunks load from wherever its manifest was found, so it can move without a rebuild, and
 * its standalone page comes from the one template every remote shares (remote-page.html).
 * @param {object} options
 * @param {string} options.appUrl the `import.meta.url` of the remote's webpack.config.mjs
 * @param {Record<string, unknown>} options.federation the remote's module-federation.config.mjs
 * @param {number} options.port dev-server port unless PORT is set
 * @param {string} options.title HTML title of the standalone page
 * @param {string} [options.baseHref] the standalone page's <base href>, where its own deep links need one
 * @param {Record<string, string>} [options.alias] the remote's own webpack aliases
 */
export function createRemoteConfig({ appUrl, federation, port, title, baseHref, alias }) {
  return createFrontendConfig({
    appDir: new URL('.', appUrl).pathname,
    federation,
    port: Number(process.env.PORT ?? port),
    publicPath: 'auto',
    title,
    template: new URL('./remote-page.html', import.meta.url).pathname,
    htmlPages: [{ baseHref }],
    alias,
  });
}

const STANDALONE_RUNTIME = 'federation-runtime';
const PROVIDE_RUNTIME_PLUGIN = new URL('./provide-runtime-plugin.mjs', import.meta.url).pathname;
const STANDALONE_RUNTIME_SOURCE = new URL('./standalone-runtime.mjs', import.meta.url).pathname;
export const STANDALONE_RUNTIME_DIST = new URL('./dist/', import.meta.url).pathname;

/**
 * The runtime a remote's own page needs (standalone-runtime.mjs). Built once, by this package's `build`
 * (webpack.config.mjs) into its dist/, for all three remotes (~5 CPU-seconds each when every remote built it); in
 * development, by the remote's dev server after the app (whose build cleans dist/).
 * @param {object} options
 * @param {string} options.outputPath
 * @param {boolean} options.production
 */
export function standaloneRuntimeConfig({ outputPath, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: path.dirname(STANDALONE_RUNTIME_SOURCE),
    entry: { [STANDALONE_RUNTIME]: STANDALONE_RUNTIME_SOURCE },
    devtool: false,
    output: { path: outputPath, filename: '[name].js', clean: false },
    performance: { hints: false },
  };
}

/**
 * A remote's production build takes the standalone runtime from this package's dist/, early enough for the
 * CompressAssetsPlugin to write its .br and .gz as for every other asset.
 */
class PrebuiltStandaloneRuntimePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrebuiltStandaloneRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrebuiltStandaloneRuntimePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const built = path.join(STANDALONE_RUNTIME_DIST, `${STANDALONE_RUNTIME}.js`);
          if (!fs.existsSync(built)) {
            throw new Error(`${built} is missing: build @shop/frontend-build first (npm run build does)`);
          }
          compilation.fileDependencies.add(built);
          // already minified by its own build
          compilation.emitAsset(`${STANDALONE_RUNTIME}.js`, new sources.RawSource(fs.readFileSync(built)), {
            minimized: true,
          });
        },
      );
    });
  }
}

/** The remote's own page loads the federation runtime before main.js (both deferred, so in this order). */
class StandaloneRuntimeTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StandaloneRuntimeTagPlugin',
        (data) => {
          const tag = HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${STANDALONE_RUNTIME}.js`,
          });
          data.headTags.unshift(tag);
          return data;
        },
      );
    });
  }
}

function cssRule({ test, exclude, modules, styleLoader, inlineCss }) {
  const cssLoader = {
    loader: 'css-loader',
    options: { modules, importLoaders: inlineCss ? 1 : 0, sourceMap: !inlineCss },
  };
  return { test, exclude, use: [styleLoader, cssLoader, ...(inlineCss ? [MINIFY_CSS_LOADER] : [])] };
}

const MINIFY_CSS_LOADER = new URL('./minify-css-loader.cjs', import.meta.url).pathname;

const CONTRACTS_DIR = new URL('../contracts/', import.meta.url).pathname;

/**
 * The contracts' zod-free subpaths (`@shop/contracts/money`, `/constants`...) bundled from their TypeScript
 * sources, as the UI kit and the app context are: ES modules, so a bundle keeps only what it uses. Their dist/ is
 * CommonJS (decision 002), which webpack ships whole: the home page carried all of pricing.ts and every constant
 * for one price format and one language list. The package root (`@shop/contracts`, zod) is left as it is.
 */
function contractsSourceAliases() {
  const { exports } = JSON.parse(fs.readFileSync(path.join(CONTRACTS_DIR, 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.keys(exports)
      .map((subpath) => [subpath.slice(2), path.join(CONTRACTS_DIR, 'src', `${subpath.slice(2)}.ts`)])
      .filter(([name, source]) => name && fs.existsSync(source))
      .map(([name, source]) => [`@shop/contracts/${name}$`, source]),
  );
}

/** Class names carry the app's name and a salt, so two remotes with the same file and class never clash. */
function cssModules(name, production) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: production ? `${name}_[hash:base64:6]` : `${name}__[name]__[local]`,
    localIdentHashSalt: name,
  };
}
