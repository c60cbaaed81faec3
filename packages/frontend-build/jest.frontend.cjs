// Jest settings for the front-end workspaces: the root preset plus CSS imports answered by a stub, so a
// unit test can import a module that (through the UI kit) imports a stylesheet.
const path = require('node:path');
const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
    ...preset.moduleNameMapper,
  },
};
