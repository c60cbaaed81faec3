#!/usr/bin/env node
// Dead letters of the event consumers: list, inspect, replay and purge them per queue. See tools/README.md.
import { main } from './dlq/main.mjs';

process.exitCode = await main(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
