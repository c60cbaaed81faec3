// CSS Modules in unit tests: every class name is answered as itself.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
