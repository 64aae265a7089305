#!/usr/bin/env node
// Runs independent commands side by side, as many at once as the machine has cores, and fails when any fails.
// Each command's output is printed whole when it ends (never interleaved), with its time.
// Usage: node tools/scripts/parallel.mjs "npm run typecheck" "npm run lint" ...
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const slots = Math.max(1, Math.min(availableParallelism(), commands.length));
const started = Date.now();
let next = 0;
let failed = 0;

function run(command) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      process.stdout.write(`\n== ${command}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n${text ? `${text}\n` : ''}`);
      if (code !== 0) failed += 1;
      resolve();
    });
  });
}

async function worker() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: slots }, worker));
process.stdout.write(`\n== ${commands.length - failed} of ${commands.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(failed ? 1 : 0);
