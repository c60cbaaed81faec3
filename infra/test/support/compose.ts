import { parse } from 'yaml';
import { readRepoFile } from './repo';

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string; interval?: string };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
  read_only?: boolean;
  cap_drop?: string[];
  [key: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [key: string]: unknown;
}

/** docker-compose.yml as Compose reads it: YAML merge keys (`<<: *anchor`) resolved. */
export const loadCompose = (): ComposeFile =>
  parse(readRepoFile('docker-compose.yml'), { merge: true }) as ComposeFile;
