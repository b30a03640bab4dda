import fs from 'node:fs';
import path from 'node:path';

/**
 * A fixed CPU share per server process (`SOAK_SERVER_CPU`, a fraction of one core), so a small
 * machine can stand in for a bigger one: each server process runs in a cgroup of its own whose
 * CFS quota is share × period. Works with cgroup v1 (the `cpu` controller mounted on its own or
 * as `cpu,cpuacct`: cpu.cfs_period_us / cpu.cfs_quota_us) and v2 (a cgroup2 mount offering `cpu`:
 * cpu.max). The process is written into the cgroup before it runs any code of its own (see
 * `ServerProcess`), so every thread it starts is inside.
 *
 * A quota alone is a ceiling: on a busy machine the process could still get less. The cgroup's
 * weight is therefore raised (v1 cpu.shares, v2 cpu.weight) so that the process gets its share
 * whenever it asks for it — the share behaves like a slice of a core of its own.
 */

export const CFS_PERIOD_US = 100_000;
const V1_SHARES = 10_240;
const V2_WEIGHT = 1_000;
const PREFIX = 'thamani-soak-';

export interface CpuController {
  version: 1 | 2;
  /** Where the controller's hierarchy is mounted (the cgroups are created right below it). */
  mount: string;
}

/** Throttling counters of a cgroup (cumulative since it was created). */
export interface ThrottleStats {
  /** CFS periods in which the cgroup had runnable threads. */
  periods: number;
  /** Periods in which it used up its quota and was held back. */
  throttled: number;
  /** Total time its threads were held back, ms. */
  throttledMs: number;
}

/** The settings' name, for error messages. */
export const SHARE_SETTING = 'SOAK_SERVER_CPU';

function unescapeMount(s: string): string {
  return s.replace(/\\(\d{3})/g, (_, oct: string) => String.fromCharCode(parseInt(oct, 8)));
}

/** Where the cpu controller is mounted: v1 (`cpu` among a cgroup mount's options) first, else v2. */
export function findCpuController(mountinfo = '/proc/self/mountinfo'): CpuController | null {
  let text: string;
  try {
    text = fs.readFileSync(mountinfo, 'utf8');
  } catch {
    return null;
  }
  let v2: CpuController | null = null;
  for (const line of text.split('\n')) {
    // id parent major:minor root mountpoint options [optional…] - fstype source superoptions
    const [left, right] = line.split(' - ');
    if (!left || !right) {
      continue;
    }
    const mountPoint = unescapeMount(left.split(' ')[4] ?? '');
    const [fsType, , superOptions = ''] = right.split(' ');
    if (fsType === 'cgroup' && superOptions.split(',').includes('cpu')) {
      return { version: 1, mount: mountPoint };
    }
    if (fsType === 'cgroup2' && !v2) {
      try {
        const controllers = fs.readFileSync(path.join(mountPoint, 'cgroup.controllers'), 'utf8').trim().split(/\s+/);
        if (controllers.includes('cpu')) {
          v2 = { version: 2, mount: mountPoint };
        }
      } catch {
        // not readable: not usable either
      }
    }
  }
  return v2;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One process's cgroup with a CPU quota. */
export class CpuCgroup {
  private constructor(
    readonly controller: CpuController,
    readonly dir: string,
    readonly share: number,
  ) {}

  /** The file a pid is written to so the process (all its threads) joins the cgroup. */
  get procsFile(): string {
    return path.join(this.dir, 'cgroup.procs');
  }

  /** cgroup.procs of the controller's root: where leftover processes are moved before removal. */
  private get parentProcs(): string {
    return path.join(this.controller.mount, 'cgroup.procs');
  }

  /**
   * Creates `<mount>/thamani-soak-<our pid>-<name>` with quota = share × 100 ms per 100 ms
   * period (share 0: no quota) and the raised weight; reads the quota back. Throws an error
   * naming the setting when the cgroup cannot be made or written (not root, read-only mount,
   * controller not delegated).
   */
  static create(controller: CpuController, name: string, share: number): CpuCgroup {
    const dir = path.join(controller.mount, `${PREFIX}${process.pid}-${name}`);
    const quota = share > 0 ? Math.max(1000, Math.round(share * CFS_PERIOD_US)) : -1;
    const fail = (what: string, error: unknown): never => {
      throw new Error(
        `${SHARE_SETTING}=${share}: cannot ${what} (${(error as Error).message}). A CPU share per server process needs a ` +
          `writable cgroup cpu controller (cgroup v${controller.version} at ${controller.mount}) and root; ` +
          `unset ${SHARE_SETTING} to measure without a share.`,
      );
    };
    try {
      if (controller.version === 2) {
        const subtree = path.join(controller.mount, 'cgroup.subtree_control');
        if (!fs.readFileSync(subtree, 'utf8').split(/\s+/).includes('cpu')) {
          fs.writeFileSync(subtree, '+cpu');
        }
      }
      fs.mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        fail(`create the cgroup ${dir}`, error);
      }
    }
    const cg = new CpuCgroup(controller, dir, share);
    try {
      if (controller.version === 1) {
        fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(CFS_PERIOD_US));
        fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
        fs.writeFileSync(path.join(dir, 'cpu.shares'), String(V1_SHARES));
      } else {
        fs.writeFileSync(path.join(dir, 'cpu.max'), `${quota < 0 ? 'max' : quota} ${CFS_PERIOD_US}`);
        fs.writeFileSync(path.join(dir, 'cpu.weight'), String(V2_WEIGHT));
      }
    } catch (error) {
      cg.remove();
      fail(`set the quota in ${dir}`, error);
    }
    const readBack = cg.quota();
    if (readBack.quotaUs !== quota || readBack.periodUs !== CFS_PERIOD_US) {
      cg.remove();
      fail(`set the quota in ${dir}`, new Error(`read back ${readBack.quotaUs} / ${readBack.periodUs} µs`));
    }
    return cg;
  }

  /** Moves a running process (all its threads) into the cgroup; false when it could not. */
  join(pid: number): boolean {
    try {
      fs.writeFileSync(this.procsFile, String(pid));
      return true;
    } catch {
      return false;
    }
  }

  /** Fails early (before any server starts) when no cgroup can be made here. */
  static probe(share: number): CpuController {
    const controller = findCpuController();
    if (!controller) {
      throw new Error(
        `${SHARE_SETTING}=${share}: no cgroup cpu controller is mounted here (looked for a cgroup v1 mount with ` +
          `the cpu controller and a cgroup2 mount offering cpu). Unset ${SHARE_SETTING} to measure without a share.`,
      );
    }
    CpuCgroup.removeStale(controller);
    CpuCgroup.create(controller, 'probe', share).remove();
    return controller;
  }

  /** Removes cgroups left behind by an earlier soak whose process is gone (a crash, kill -9). */
  static removeStale(controller: CpuController): void {
    let names: string[];
    try {
      names = fs.readdirSync(controller.mount).filter((n) => n.startsWith(PREFIX));
    } catch {
      return;
    }
    for (const n of names) {
      const owner = Number(/^thamani-soak-(\d+)-/.exec(n)?.[1]);
      if (owner && !pidAlive(owner)) {
        new CpuCgroup(controller, path.join(controller.mount, n), 0).remove();
      }
    }
  }

  quota(): { quotaUs: number; periodUs: number } {
    try {
      if (this.controller.version === 1) {
        return {
          quotaUs: Number(fs.readFileSync(path.join(this.dir, 'cpu.cfs_quota_us'), 'utf8').trim()),
          periodUs: Number(fs.readFileSync(path.join(this.dir, 'cpu.cfs_period_us'), 'utf8').trim()),
        };
      }
      const [q, p] = fs.readFileSync(path.join(this.dir, 'cpu.max'), 'utf8').trim().split(/\s+/);
      return { quotaUs: q === 'max' ? -1 : Number(q), periodUs: Number(p) };
    } catch {
      return { quotaUs: Number.NaN, periodUs: Number.NaN };
    }
  }

  /** cpu.stat: nr_periods, nr_throttled and throttled_time (v1, ns) / throttled_usec (v2). */
  stats(): ThrottleStats | null {
    try {
      const fields = new Map(
        fs
          .readFileSync(path.join(this.dir, 'cpu.stat'), 'utf8')
          .trim()
          .split('\n')
          .map((l) => {
            const [k, v] = l.split(/\s+/);
            return [k ?? '', Number(v)] as const;
          }),
      );
      const throttledMs =
        this.controller.version === 1
          ? (fields.get('throttled_time') ?? 0) / 1e6
          : (fields.get('throttled_usec') ?? 0) / 1e3;
      return { periods: fields.get('nr_periods') ?? 0, throttled: fields.get('nr_throttled') ?? 0, throttledMs };
    } catch {
      return null;
    }
  }

  /**
   * Proof that a process and every one of its threads is inside: each thread id in
   * /proc/<pid>/task is listed in the cgroup's thread list. Returns the problem, or null.
   */
  verify(pid: number): string | null {
    const threadsFile = path.join(this.dir, this.controller.version === 1 ? 'tasks' : 'cgroup.threads');
    try {
      const inside = new Set(fs.readFileSync(threadsFile, 'utf8').trim().split('\n').filter(Boolean));
      const threads = fs.readdirSync(`/proc/${pid}/task`);
      const outside = threads.filter((t) => !inside.has(t));
      return outside.length === 0
        ? null
        : `${outside.length} of the ${threads.length} threads of pid ${pid} are not in ${this.dir}`;
    } catch (error) {
      return `cannot check the threads of pid ${pid} against ${threadsFile}: ${(error as Error).message}`;
    }
  }

  /** Removes the cgroup; a process still inside is moved back to the root first. */
  remove(): void {
    try {
      const left = fs.readFileSync(this.procsFile, 'utf8').trim().split('\n').filter(Boolean);
      for (const pid of left) {
        try {
          fs.writeFileSync(this.parentProcs, pid);
        } catch {
          // gone meanwhile
        }
      }
      fs.rmdirSync(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        process.stderr.write(`could not remove the cgroup ${this.dir}: ${(error as Error).message}\n`);
      }
    }
  }
}

/** The change of a cgroup's counters over a window. */
export function throttleDelta(before: ThrottleStats | null, after: ThrottleStats | null): ThrottleStats | null {
  if (!before || !after) {
    return null;
  }
  return {
    periods: after.periods - before.periods,
    throttled: after.throttled - before.throttled,
    throttledMs: Math.round(after.throttledMs - before.throttledMs),
  };
}
