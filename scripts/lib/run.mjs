// Runs a long-lived child process and passes Ctrl-C / SIGTERM on to it, so it can shut down cleanly.
import { spawn } from 'node:child_process';

export function run(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
