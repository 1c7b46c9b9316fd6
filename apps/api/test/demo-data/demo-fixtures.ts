import { pino } from 'pino';

export const silentLogger = pino({ level: 'silent' });

/** Collects what seeding prints instead of writing it to the test output. */
export function capturePrints() {
  const printed: string[] = [];
  return { printed, print: (text: string) => printed.push(text) };
}

/** Reads 'role username password' lines back out of the printed credentials block. */
export function credentialsIn(text: string): { role: string; username: string; password: string }[] {
  return [...text.matchAll(/^\s+(admin|bidder)\s+(\S+)\s+(\S+)\s*$/gm)].map(([, role, username, password]) => ({
    role: role!,
    username: username!,
    password: password!,
  }));
}
