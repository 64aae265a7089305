import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const source = readFileSync(join(__dirname, 'production-mode.ts'), 'utf8');

/** NODE_ENV in a fresh node that runs production-mode.ts's statement, then loads graphql-js: the mode, and which instanceOf graphql-js chose. */
function modeOfAFreshProcess(nodeEnv: string | undefined): { mode: string; graphqlChecksRealms: boolean } {
  const env = { ...process.env };
  delete env['NODE_ENV'];
  if (nodeEnv !== undefined) env['NODE_ENV'] = nodeEnv;
  const script = `${source}
const { instanceOf } = require('graphql/jsutils/instanceOf');
process.stdout.write(JSON.stringify({ mode: process.env.NODE_ENV, graphqlChecksRealms: instanceOf.toString().includes('toStringTag') }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env, cwd: join(__dirname, '../../..') }).toString());
}

describe('production mode, settled before the libraries load', () => {
  it('is the first thing main.ts imports', () => {
    const firstImport = readFileSync(join(__dirname, 'main.ts'), 'utf8').match(/^import .*$/m)?.[0];
    expect(firstImport).toBe("import './production-mode';");
  });

  it('without NODE_ENV, the libraries loaded after it run in production mode', () => {
    expect(modeOfAFreshProcess(undefined)).toEqual({ mode: 'production', graphqlChecksRealms: false });
  });

  it('a NODE_ENV that is set is left as it is', () => {
    expect(modeOfAFreshProcess('development')).toEqual({ mode: 'development', graphqlChecksRealms: true });
  });
});
