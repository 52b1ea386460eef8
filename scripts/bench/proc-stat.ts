import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock ticks a second, the unit of /proc's CPU times. */
export const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The ids of the processes running now (Linux /proc). */
export const allPids = (): number[] =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);

/**
 * The fields of a process's or a thread's stat file (`/proc/<pid>/stat`, `/proc/<pid>/task/<tid>/stat`) after its
 * command's name, which may hold spaces and parentheses: [0] is the state (stat field 3), [2] the process group
 * (field 5), [11] and [12] the user and system time (fields 14 and 15). Throws when it is gone.
 */
export const statFields = (path: string): string[] => statOf(path).fields;

/** A stat file's command name (stat field 2, at most 15 bytes, between the first '(' and the last ')') and statFields. */
export function statOf(path: string): { name: string; fields: string[] } {
  const text = readFileSync(path, 'utf8');
  const end = text.lastIndexOf(')');
  return { name: text.slice(text.indexOf('(') + 1, end), fields: text.slice(end + 2).split(' ') };
}

/** Seconds of CPU, user and system, that statFields' `fields` say were used so far. */
export const cpuSecondsIn = (fields: string[], ticks = TICKS): number =>
  (Number(fields[11]) + Number(fields[12])) / ticks;
