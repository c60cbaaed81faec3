// A memory cgroup with a limit, as a pod's container has one: V8 sizes its heap (the young generation with it)
// from the limit it finds there, so a process measured outside one behaves unlike the one that ships.
// cgroup v2 (memory.max) or v1 (memory.limit_in_bytes); needs root, as the benchmarks' apt-get already does.
import fs from 'node:fs';
import path from 'node:path';

const V2 = '/sys/fs/cgroup';
const V1 = '/sys/fs/cgroup/memory';

function layout() {
  const controllers = path.join(V2, 'cgroup.controllers');
  if (fs.existsSync(controllers) && fs.readFileSync(controllers, 'utf8').split(/\s+/).includes('memory')) {
    return { base: V2, limit: 'memory.max', peak: 'memory.peak' };
  }
  if (fs.existsSync(path.join(V1, 'memory.limit_in_bytes'))) {
    return { base: V1, limit: 'memory.limit_in_bytes', peak: 'memory.max_usage_in_bytes' };
  }
  throw new Error(
    'no memory cgroup controller here (neither cgroup v2 with memory nor v1 /sys/fs/cgroup/memory)',
  );
}

/**
 * Creates the cgroup `name` limited to `mib` MiB. `command(node, args)` gives the spawn arguments that start a
 * process inside it (a shell moves itself in, then execs, so the pid is the process's own).
 */
export function memoryCgroup(name, mib) {
  const { base, limit, peak } = layout();
  const dir = path.join(base, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, limit), String(mib * 1024 * 1024));
  return {
    command: (node, args) => ['sh', ['-c', `echo $$ > ${dir}/cgroup.procs && exec "$0" "$@"`, node, ...args]],
    /** The most memory the cgroup's processes used at once (page cache included), in MiB. */
    peakMiB: () => {
      const file = path.join(dir, peak);
      return fs.existsSync(file) ? Math.round(Number(fs.readFileSync(file, 'utf8')) / 1048576) : undefined;
    },
    /** Only once its processes have exited. */
    remove: () => fs.rmdirSync(dir),
  };
}
