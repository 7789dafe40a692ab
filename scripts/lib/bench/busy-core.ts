import { spawn } from 'node:child_process';

/**
 * Runs `work` while another process keeps one core busy: a trading server shares its machine (a
 * browser, a build, a backup), and its overload must still end in fast refusals, not time-outs.
 */
export async function withBusyCore<T>(work: () => Promise<T>): Promise<T> {
  const spinner = spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    spinner.kill('SIGKILL');
  }
}
