/* eslint-disable @typescript-eslint/no-require-imports -- a preload hook for `node -r` is CommonJS by nature */
// Lets a plain `node` child process run the TypeScript sources the way jest does (tests spawn real worker
// processes): .ts files are compiled with @swc/core using jest's options, and @chalktalk/* resolve to their src/
// through jest's own moduleNameMapper, so the child runs exactly the code under test without a build.
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../../../..');
const jestConfig = require(path.join(root, 'jest.config.js'));
const unit = jestConfig.projects.find((p) => p.displayName === 'unit');
const swcOptions = unit.transform['^.+\\.(t|j)sx?$'][1];
const aliases = Object.entries(unit.moduleNameMapper).map(([pattern, target]) => [
  new RegExp(pattern),
  target.replace('<rootDir>', root),
]);

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  for (const [pattern, target] of aliases) if (pattern.test(request)) return target;
  return resolve.call(this, request, ...rest);
};

function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    ...swcOptions,
    filename,
    sourceMaps: 'inline',
    swcrc: false,
  });
  module._compile(code, filename);
}
Module._extensions['.ts'] = compile;
Module._extensions['.tsx'] = compile;
