// Finds the apps to run: every workspace whose package.json has a `shop` block
// ({ "kind": "service" | "render" | "gateway" | "remote" | "shell", "port": 4002 }). A team adds its app without
// touching the launcher. A `render` app is a front-end team's server render, which the gateway asks for pages
// (mf-storefront/first-paint, docs/decisions/020): it starts after the services and before the gateway.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

const order = { service: 0, render: 1, gateway: 2, remote: 3, shell: 4 };

export function discoverApps() {
  const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirs = rootPkg.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    const abs = path.join(root, parent);
    return fs.existsSync(abs) ? fs.readdirSync(abs).map((name) => path.join(parent, name)) : [];
  });
  return dirs
    .map((dir) => {
      const file = path.join(root, dir, 'package.json');
      if (!fs.existsSync(file)) return undefined;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!pkg.shop) return undefined;
      return { name: path.basename(dir), dir: path.join(root, dir), pkg: pkg.name, ...pkg.shop };
    })
    .filter(Boolean)
    .sort((a, b) => order[a.kind] - order[b.kind] || a.port - b.port);
}
