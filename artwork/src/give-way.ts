import os from 'node:os';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Lowest priority, for this process and the threads and ffmpeg processes it starts: a painter running
 * beside the site gives every visitor's request the cores first.
 */
export function giveWay(): void {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
  try {
    // Linux sets priorities per thread, and Node has started its worker threads already.
    for (const thread of readdirSync('/proc/self/task')) {
      os.setPriority(Number(thread), os.constants.priority.PRIORITY_LOW);
    }
    // Linux with autogroup shares the CPU between sessions first, so a session of its own (as npm start
    // runs it) would still take half the cores; its group gives way too. Never a terminal's session.
    const session = Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[3]);
    if (session === process.pid) writeFileSync('/proc/self/autogroup', '19');
  } catch {
    // Not Linux, or no autogroup: the process's own priority is all there is.
  }
}
