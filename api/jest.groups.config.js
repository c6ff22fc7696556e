/**
 * What `npm test` runs: the e2e files and the unit specs in a few shared module registries (test/groups) instead of
 * one each, which saves compiling and evaluating the app and its frameworks once per file. jest.config.js still runs
 * any single e2e file or spec on its own.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  testRegex: 'test/groups/(group-\\d+\\.e2e-group|unit-\\d+\\.unit-group)\\.ts$',
};
