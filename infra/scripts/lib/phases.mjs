// The clock of a start: every progress line carries the time since the command was typed, and the end names how
// long each phase took, so a slow first start says where its minutes went. Phases may overlap (the workspaces
// build while the database comes up), so each is timed on its own.

/** When the command began: set by runOnShopNode before it fetched a newer Node, else now. */
export const commandStartedAt = () => Number(process.env.SHOP_STARTED_AT) || Date.now();

export function startClock(print = console.log, startedAt = commandStartedAt()) {
  /** @type {Array<[string, number]>} */
  const phases = [];
  const runtimeMs = Number(process.env.SHOP_RUNTIME_MS);
  if (runtimeMs > 500) phases.push(['Node 24 fetched', runtimeMs]);
  const stamp = () => `[${seconds(Date.now() - startedAt).padStart(6)}]`;
  return {
    /** @param {string} line */
    log: (line) => print(`${stamp()} ${line}`),
    /**
     * @template T
     * @param {string} name
     * @param {() => Promise<T>} work
     */
    async phase(name, work) {
      const began = Date.now();
      const result = await work();
      phases.push([name, Date.now() - began]);
      return result;
    },
    summary: () =>
      [
        ...phases.map(([name, ms]) => `${name} ${seconds(ms)}`),
        `ready after ${seconds(Date.now() - startedAt)}`,
      ].join(' · '),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
