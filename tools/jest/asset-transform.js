// Imported pictures are the bundler's business: in jsdom an import gives the file's /assets/ address, as Vite would (without the hash).
const { basename } = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/assets/${basename(filename)}`)};` };
  },
};
