import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The real Firebase Auth emulator (npm firebase-tools, pure Node.js), run offline under a demo- project so it
 * needs no login and calls no Google service. The e2e API server is pointed at it by playwright.config.ts
 * (FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST); firebase.spec.ts starts it for the tests that use it, so
 * the other specs do not wait for its start (15 to 40 s on a busy 2-core machine).
 */
const e2ePort = Number(process.env.E2E_PORT ?? 8181);
export const EMULATOR = {
  host: '127.0.0.1',
  port: e2ePort + 1,
  projectId: `demo-royal-win-${e2ePort}`,
} as const;
export const emulatorOrigin = `http://${EMULATOR.host}:${EMULATOR.port}`;

const cli = path.resolve(__dirname, '../../../node_modules/firebase-tools/lib/bin/firebase.js');

async function ready(): Promise<boolean> {
  try {
    const body = (await (await fetch(`${emulatorOrigin}/`, { signal: AbortSignal.timeout(1000) })).json()) as {
      authEmulator?: { ready?: boolean };
    };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** Starts the emulator (or uses one a developer already runs on the port); answers a stop function. */
export async function startEmulator(timeoutMs = 120_000): Promise<() => Promise<void>> {
  if (await ready()) return async () => undefined;
  // Its config and debug log live in a scratch folder, not in the repository.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `firebase-emulator-${EMULATOR.port}-`));
  fs.writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({ emulators: { auth: { host: EMULATOR.host, port: EMULATOR.port }, ui: { enabled: false }, singleProjectMode: true } }),
  );
  const child: ChildProcess = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', EMULATOR.projectId], {
    cwd: dir,
    // No update check; usage reporting is opt-in (off); its one other call (the CLI's message of the day) fails fast offline.
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the Firebase Auth emulator did not start on ${emulatorOrigin}:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return stop;
}

/** The last SMS code the emulator "sent" to a phone (it lists them instead of sending). */
export async function emulatorSmsCode(phoneNumber: string): Promise<string | null> {
  const res = await fetch(`${emulatorOrigin}/emulator/v1/projects/${EMULATOR.projectId}/verificationCodes`);
  const { verificationCodes = [] } = (await res.json()) as { verificationCodes?: Array<{ phoneNumber: string; code: string }> };
  return verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code ?? null;
}
