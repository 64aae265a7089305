// Maps the tsconfig.base.json path aliases (@sawa/...) for jest, so there is one list of aliases.
const path = require('node:path');
const ts = require('typescript');

function pathsToModuleNameMapper() {
  const file = path.join(__dirname, '..', '..', 'tsconfig.base.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const mapper = {};
  for (const [alias, [target]] of Object.entries(config.compilerOptions.paths)) {
    mapper[`^${alias.replace(/[/.]/g, '\\$&')}$`] = path.join(__dirname, '..', '..', target);
  }
  return mapper;
}

module.exports = { pathsToModuleNameMapper };
