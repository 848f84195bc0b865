// Small helpers shared by the root scripts: run a command with inherited output, and find tools.
import { spawn, spawnSync } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
