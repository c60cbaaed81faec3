import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readRepoFile } from './repo';

/** An nginx binary to run the configs with: NGINX_BIN, else `nginx` on the PATH or in /usr/sbin. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_BIN, 'nginx', '/usr/sbin/nginx'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  return candidates.find((candidate) => {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
}

/** The `map $uri $name { regex value; ... }` rules of a config, in order, as JavaScript regular expressions. */
export function cacheRules(config: string): { pattern: RegExp | 'default'; value: string }[] {
  const block = /map \$uri \$\w+ \{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/.exec(config)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^"?(~\*?)?(.+?)"?\s+"([^"]+)";$/.exec(line);
      if (!match) throw new Error(`unexpected map line: ${line}`);
      const [, operator, source, value] = match;
      return {
        pattern: operator ? new RegExp(source!, operator === '~*' ? 'i' : '') : 'default',
        value: value!,
      };
    });
}

/** The Cache-Control value nginx picks for a path: the first matching regex, else the default. */
export function cacheControlFor(config: string, uri: string): string | undefined {
  const rules = cacheRules(config);
  return (
    rules.find((rule) => rule.pattern !== 'default' && rule.pattern.test(uri))?.value ??
    rules.find((rule) => rule.pattern === 'default')?.value
  );
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs one of infra/docker's server configs as the image would, but on a free port of 127.0.0.1, with the
 * image's paths (/usr/share/nginx/html, /etc/shop/shell) moved into a temporary folder.
 */
export async function startNginx(
  binary: string,
  configFile: string,
  paths: Record<string, string>,
  variables: Record<string, string> = {},
): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  let server = readRepoFile(configFile).replace('listen 8080;', `listen 127.0.0.1:${port};`);
  for (const [from, to] of Object.entries(paths)) server = server.replaceAll(from, to);
  for (const [name, value] of Object.entries(variables)) server = server.replaceAll(`\${${name}}`, value);
  fs.writeFileSync(path.join(dir, 'server.conf'), server);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
daemon off;
events { worker_connections 64; }
http {
  types { text/html html; text/css css; application/javascript js; application/json json; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/client; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/server.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not answer within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
