#!/usr/bin/env node
// Fails when apps/web/src/gql or apps/web/src/admin/gql is not what `npm run codegen` would write from
// schema.gql and the client's .graphql operations (a client type is never edited by hand).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUTPUTS = ['gql', 'admin/gql'];
const fresh = mkdtempSync(join(tmpdir(), 'sawa-codegen-'));
try {
  execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, CODEGEN_OUT: `${fresh}/` },
  });
  const stale = [];
  for (const output of OUTPUTS) {
    const committed = join('apps/web/src', output);
    const made = join(fresh, output);
    const names = new Set([...safeList(made), ...safeList(committed)]);
    for (const name of names) if (safeRead(join(made, name)) !== safeRead(join(committed, name))) stale.push(join(committed, name));
  }
  if (stale.length) {
    console.error(`Generated GraphQL client code is stale (${stale.join(', ')}): run \`npm run codegen\` and commit.`);
    process.exit(1);
  }
  console.log('codegen: apps/web/src/gql and apps/web/src/admin/gql are up to date');
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

function safeList(path) {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}
