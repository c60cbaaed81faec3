// This package's own build: the federation runtime of the remotes' standalone pages, once for all of them
// (index.mjs copies it into each remote's production dist/).
import { STANDALONE_RUNTIME_DIST, standaloneRuntimeConfig } from './index.mjs';

export default (_env, argv) =>
  standaloneRuntimeConfig({ outputPath: STANDALONE_RUNTIME_DIST, production: argv.mode !== 'development' });
