import { Copy, DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { readRepoFile } from './repo';

export interface Instruction {
  keyword: string;
  /** Everything after the keyword and its flags, continuation lines joined. */
  text: string;
  args: string[];
  /** The `--from` of a COPY. */
  from?: string;
}

export interface Stage {
  name: string;
  /** The image or stage it starts from, global ARG defaults substituted. */
  base: string;
  /** The FROM line and everything up to the next FROM, as written (for comparing stages). */
  source: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  path: string;
  stages: Stage[];
  /** The last stage: what `docker build` produces. */
  runtime: Stage;
  problems: string[];
}

/** `buildArgs`: the `--build-arg`s of one image, substituted for `${NAME}` wherever the file uses them. */
export function parseDockerfile(path: string, buildArgs: Record<string, string> = {}): Dockerfile {
  const content = readRepoFile(path);
  const substitute = (text: string) =>
    text.replace(/\$\{(\w+)\}/g, (whole, name: string) => buildArgs[name] ?? globalArgs.get(name) ?? whole);
  const document = DockerfileParser.parse(content);
  const lines = content.split('\n');
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  const instructions = document.getInstructions();
  instructions.forEach((instruction, index) => {
    const keyword = instruction.getKeyword();
    const args = instruction.getArguments().map((arg) => substitute(arg.getValue()));
    if (keyword === 'ARG' && stages.length === 0) {
      const [name, value = ''] = (args[0] ?? '').split('=');
      globalArgs.set(name ?? '', value);
      return;
    }
    if (keyword === 'FROM') {
      const base = args[0] ?? '';
      const start = instruction.getRange().start.line;
      const next = instructions.slice(index + 1).find((candidate) => candidate.getKeyword() === 'FROM');
      const end = next ? next.getRange().start.line : lines.length;
      const source = lines
        .slice(start, end)
        .filter((line) => !line.startsWith('#'))
        .join('\n')
        .trim();
      stages.push({ name: args[2] ?? String(stages.length), base, source, instructions: [] });
      return;
    }
    stages.at(-1)?.instructions.push({
      keyword,
      args,
      text: substitute(instruction.getArgumentsContent() ?? ''),
      from: (instruction instanceof Copy ? instruction.getFromFlag()?.getValue() : undefined) ?? undefined,
    });
  });
  const problems = validate(content).map(
    (diagnostic) => `${path}:${diagnostic.range.start.line + 1} ${diagnostic.message}`,
  );
  const runtime = stages.at(-1);
  if (!runtime) throw new Error(`${path} has no FROM`);
  return { path, stages, runtime, problems };
}

export const instructionsOf = (stage: Stage, keyword: string): Instruction[] =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);

/** The user the stage's process runs as: the last USER, else the base image's default. */
export function runtimeUser(stage: Stage): string | undefined {
  return instructionsOf(stage, 'USER').at(-1)?.args[0];
}

export const isNonRootUser = (user: string | undefined): boolean =>
  user !== undefined && !['root', '0', '0:0', 'root:root'].includes(user);
