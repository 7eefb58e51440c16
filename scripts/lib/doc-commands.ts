// Checks that the commands the README and docs/ tell people to run exist: `npm run X` is a script
// of package.json, `npm run oha -- CMD` a command the oha tool's help lists, `npx X` an installed
// bin, and a path into the repository (portal/..., scripts/...) is there. Commands are taken from
// shell code blocks (sh, bash, shell, console) and from inline code that starts like a command
// (`npm ...`, `npx ...`, `node ...`, `bash ...`). Other programs (tar, apt-get, curl) are not ours
// to check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Project {
  root: string;
  scripts: ReadonlySet<string>;
  ohaCommands: ReadonlySet<string>;
  bins: ReadonlySet<string>;
}

export interface DocCommand {
  line: number;
  text: string;
}

/** npm's own commands that need no script (`npm test` and `npm start` do: they run one). */
const NPM_BUILTINS = new Set(['install', 'i', 'ci', 'view', 'ls', 'exec', 'init', 'help', 'config', 'update', 'audit']);
const NEEDS_SCRIPT = new Set(['test', 't', 'start', 'stop', 'restart']);
/** Top-level folders of the repository: a word starting with one of them is a path that must exist. */
const REPO_PATH = /^(?:\.\/)?((?:portal|widget|db|i18n|scripts|docs|\.ci)\/[^\s]*)$/;
const SHELL_LANGS = new Set(['sh', 'bash', 'shell', 'console']);
const INLINE_COMMAND = /^(?:npm|npx|node|bash) /;

/** The oha tool's commands, as its help prints them (`npm run oha` with no command). */
export function ohaHelpCommands(root: string): Set<string> {
  const out = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/oha.ts'], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`oha help failed: ${out.stderr}`);
  const names = out.stdout
    .split('\n')
    .filter((l) => /^\s{2}\S/.test(l))
    .map((l) => l.trim().split(/\s+/)[0]!);
  return new Set(names);
}

export function loadProject(root: string): Project {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const binDir = path.join(root, 'node_modules', '.bin');
  return {
    root,
    scripts: new Set(Object.keys(pkg.scripts)),
    ohaCommands: ohaHelpCommands(root),
    bins: new Set(fs.existsSync(binDir) ? fs.readdirSync(binDir) : []),
  };
}

/** Every command a markdown text shows: lines of shell blocks and command-like inline code. */
export function commandsIn(markdown: string): DocCommand[] {
  const lines = markdown.split('\n');
  const found: DocCommand[] = [];
  let fence: { shell: boolean } | null = null;
  let pending: DocCommand | null = null;
  lines.forEach((raw, i) => {
    const open = /^\s*(```+|~~~+)\s*([\w-]*)/.exec(raw);
    if (open) {
      fence = fence ? null : { shell: SHELL_LANGS.has(open[2]!.toLowerCase()) };
      return;
    }
    if (fence) {
      if (!fence.shell) return;
      const text = raw.trim();
      if (pending) {
        pending.text += ` ${text.replace(/\\$/, '').trimEnd()}`;
        if (!text.endsWith('\\')) pending = null;
        return;
      }
      if (!text || text.startsWith('#')) return;
      const cmd = {
        line: i + 1,
        text: text
          .replace(/\\$/, '')
          .trimEnd()
          .replace(/^\$\s+/, ''),
      };
      found.push(cmd);
      if (text.endsWith('\\')) pending = cmd;
    }
  });
  // Inline code may run over a line break in the markdown source.
  const inline = /`([^`]+)`/g;
  let fenceOpen = false;
  const prose = lines
    .map((l) => {
      if (/^\s*(```|~~~)/.test(l)) fenceOpen = !fenceOpen;
      return fenceOpen || /^\s*(```|~~~)/.test(l) ? '' : l;
    })
    .join('\n');
  for (let m = inline.exec(prose); m; m = inline.exec(prose)) {
    const text = m[1]!.replace(/\s+/g, ' ').trim();
    if (!INLINE_COMMAND.test(text)) continue;
    found.push({ line: prose.slice(0, m.index).split('\n').length, text });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Shell words of one command line (quotes removed), with comments cut off. */
export function words(command: string): string[] {
  const out: string[] = [];
  let word = '';
  let quote: string | null = null;
  let started = false;
  for (const ch of command) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started || word) out.push(word);
      word = '';
      started = false;
    } else if (ch === '#' && !word && !started) {
      break;
    } else {
      word += ch;
    }
  }
  if (started || word) out.push(word);
  return out;
}

/** The simple commands of a line: split at &&, ||, ;, | and &. */
function simpleCommands(command: string): string[][] {
  const parts: string[][] = [[]];
  for (const w of words(command)) {
    if (['&&', '||', ';', '|', '&'].includes(w)) parts.push([]);
    else parts[parts.length - 1]!.push(w);
  }
  return parts.filter((p) => p.length > 0);
}

/** `<command>`, `[args]`, `...` or a name in capitals (`CMD`, `FILE`): a word the reader fills in. */
const placeholder = (w: string) => /^[<[].*[>\]]$/.test(w) || w === '...' || /^[A-Z][A-Z0-9_]*$/.test(w);

/** What is wrong with one command line (empty: nothing). */
export function checkCommand(command: string, project: Project): string[] {
  const problems: string[] = [];
  for (let argv of simpleCommands(command)) {
    // Leading variable assignments (OHA_AI_PROVIDER=compatible npm start) and sudo.
    while (argv.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[0]!) || argv[0] === 'sudo')) argv = argv.slice(1);
    const [program, ...args] = argv;
    if (!program) continue;
    if (program === 'npm') {
      const sub = args[0];
      if (sub === 'run' || sub === 'run-script') {
        const script = args[1];
        if (!script || placeholder(script)) continue;
        if (!project.scripts.has(script)) problems.push(`npm run ${script}: no such script in package.json`);
        if (script === 'oha' && args[2] === '--') {
          const cmd = args[3];
          if (cmd && !placeholder(cmd) && !project.ohaCommands.has(cmd))
            problems.push(`npm run oha -- ${cmd}: not a command of the oha tool's help`);
        }
      } else if (sub && NEEDS_SCRIPT.has(sub)) {
        const script = sub === 't' ? 'test' : sub;
        if (!project.scripts.has(script)) problems.push(`npm ${sub}: no "${script}" script in package.json`);
      } else if (sub && !NPM_BUILTINS.has(sub) && !sub.startsWith('-')) {
        problems.push(`npm ${sub}: not an npm command the docs may use (add it to NPM_BUILTINS if it is one)`);
      }
    } else if (program === 'npx') {
      const bin = args.find((a) => !a.startsWith('-'));
      if (bin && !placeholder(bin) && !project.bins.has(bin))
        problems.push(`npx ${bin}: not an installed bin (node_modules/.bin)`);
    }
    for (const w of argv) {
      const repoPath = REPO_PATH.exec(w)?.[1];
      if (!repoPath || /[*?{<>[]/.test(repoPath)) continue;
      if (!fs.existsSync(path.join(project.root, repoPath))) problems.push(`${repoPath}: no such file or folder`);
    }
  }
  return problems;
}

/** Every problem of a markdown text, as "line N: `command`: problem". */
export function checkMarkdown(markdown: string, project: Project): string[] {
  return commandsIn(markdown).flatMap(({ line, text }) =>
    checkCommand(text, project).map((p) => `line ${line}: \`${text}\`: ${p}`),
  );
}
