// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of a production build, once, at the
// highest levels: the gateway and the remotes' static server send them as they are (Accept-Encoding) instead of
// sending uncompressed bytes or compressing every answer again. On a slow mobile link this is most of the
// first load: the shell's first-render scripts are ~550 KB raw, ~170 KB gzipped, less again in Brotli.
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|map)$/;
const MIN_BYTES = 1024;

export class CompressAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompressAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT.test(name) || name.endsWith('.map')) continue;
            const buffer = assets[name].buffer();
            if (buffer.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(buffer, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}
