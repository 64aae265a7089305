#!/usr/bin/env node
// Fails when apps/web/src/gql is not what `npm run codegen` would write from schema.gql and
// the client's .graphql operations (a client type is never edited by hand).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'apps/web/src/gql';
const fresh = mkdtempSync(join(tmpdir(), 'sawa-codegen-'));
try {
  execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, CODEGEN_OUT: `${fresh}/` },
  });
  const stale = [];
  const names = new Set([...readdirSync(fresh), ...readdirSync(committed)]);
  for (const name of names) {
    const a = safeRead(join(fresh, name));
    const b = safeRead(join(committed, name));
    if (a !== b) stale.push(name);
  }
  if (stale.length) {
    console.error(`Generated GraphQL client code is stale (${stale.join(', ')}): run \`npm run codegen\` and commit.`);
    process.exit(1);
  }
  console.log('codegen: apps/web/src/gql is up to date');
} finally {
  rmSync(fresh, { recursive: true, force: true });
}

function safeRead(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
