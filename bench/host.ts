/**
 * How busy the host was while the bench ran, printed with its table so a run on a shared, slow
 * host is recognisable: the same commit measured 64,000 and 123,000 MCR hands/s in CPU time on
 * this kind of machine an hour apart. Two signs, both cheap: the share of CPU time the
 * hypervisor gave to other guests ("steal", from Linux's /proc/stat; absent elsewhere), and a
 * fixed workload's CPU time taken at the start and at the end (plain integer work on one
 * array, no allocation in the loop), which rises when the cores are slower or shared.
 */
import { readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';

interface CpuTicks {
  steal: number;
  total: number;
}

/** The host's CPU counters (all cores), or undefined where /proc/stat is not there. */
function cpuTicks(): CpuTicks | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice: guest time is in user.
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { steal: fields[7] ?? 0, total };
  } catch {
    return undefined;
  }
}

/** A fixed workload's CPU time in milliseconds: the same work on every run and every machine. */
export function calibrationMs(): number {
  const cells = new Int32Array(1 << 16);
  const start = cpuUsage();
  let x = 1;
  for (let round = 0; round < 600; round++) {
    for (let i = 0; i < cells.length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) | 0;
      cells[i] = (cells[i]! + (x >>> 16)) & 0xffff;
    }
  }
  const used = cpuUsage(start);
  // Keep the work observable, so it cannot be optimised away.
  if (cells[x & 0xffff] === -1) console.log('');
  return (used.user + used.system) / 1000;
}

/** Starts watching the host; `end()` says how busy it was since, in one line for the table. */
export function watchHost(): { end(): string } {
  const ticks = cpuTicks();
  const before = calibrationMs();
  return {
    end() {
      const after = calibrationMs();
      const now = cpuTicks();
      const stolen =
        ticks && now && now.total > ticks.total
          ? `${(((now.steal - ticks.steal) / (now.total - ticks.total)) * 100).toFixed(1)}% of the CPU time went to other guests (steal)`
          : 'steal time not readable here';
      return `Host: ${stolen}; a fixed workload took ${before.toFixed(0)} ms of CPU at the start and ${after.toFixed(0)} ms at the end. Compare figures only between runs whose workload times agree.`;
    },
  };
}
