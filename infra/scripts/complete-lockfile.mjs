// Adds lock entries for the optional platform packages (other OSes and CPUs of @swc/core, unrs-resolver, ...)
// that the registry reachable from these machines does not serve, so they never reach package-lock.json.
// npm 11's `npm ci` refuses a lockfile without them; with them it skips them here by their os/cpu fields.
// Idempotent: run it after any `npm install` and commit the result, since `npm ci` on a fresh clone (the README's
// first command, which CI runs as written) needs them. `--check` changes nothing and exits 1 when entries are missing.
import fs from 'node:fs';
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;
let added = 0;
const guess = (name) => {
  const os = /darwin/.test(name)
    ? 'darwin'
    : /win32/.test(name)
      ? 'win32'
      : /android/.test(name)
        ? 'android'
        : /freebsd/.test(name)
          ? 'freebsd'
          : /openharmony/.test(name)
            ? 'openharmony'
            : 'linux';
  const m = /(arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64)/.exec(
    name.replace(/^.*?binding-|^.*?core-/, ''),
  );
  return { os: [os], cpu: [m ? m[1] : 'unknown'] };
};
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (pkgs[base] || pkgs[`node_modules/${dep}`]) continue;
    pkgs[`node_modules/${dep}`] = { version: range.replace(/^[\^~=]/, ''), optional: true, ...guess(dep) };
    added += 1;
  }
}
if (process.argv.includes('--check')) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} entries for optional platform packages: run node infra/scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
  process.exit(0);
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
if (added > 0) console.log(`package-lock.json: added ${added} entries for optional platform packages`);
