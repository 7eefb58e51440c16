// Every command the README and docs/ tell people to run exists (scripts/lib/doc-commands.ts says
// what is checked), and the checker itself reports what is missing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCommand, checkMarkdown, commandsIn, loadProject, type Project } from './lib/doc-commands';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

let project: Project;
beforeAll(() => {
  project = loadProject(ROOT);
}, 60_000);

describe('the commands in the README and docs/', () => {
  it.each(DOCS)('%s names only scripts, oha commands, bins and paths that exist', (file) => {
    expect(checkMarkdown(fs.readFileSync(path.join(ROOT, file), 'utf8'), project)).toEqual([]);
  });

  it('finds commands in the docs at all', () => {
    const all = DOCS.flatMap((f) => commandsIn(fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(all.filter((c) => c.text.startsWith('npm run oha -- ')).length).toBeGreaterThan(5);
    expect(all.some((c) => c.text.startsWith('npx vitest run '))).toBe(true);
  });
});

describe('the checker', () => {
  const doc = (body: string) => `# A page\n\nText.\n\n\`\`\`sh\n${body}\n\`\`\`\n`;

  it('reports a script package.json does not have', () => {
    expect(checkMarkdown(doc('npm install && npm run no-such-script'), project)).toEqual([
      'line 6: `npm install && npm run no-such-script`: npm run no-such-script: no such script in package.json',
    ]);
  });

  it("reports an oha command the tool's help does not list", () => {
    expect(checkCommand('npm run oha -- no-such-command FILE', project)).toEqual([
      "npm run oha -- no-such-command: not a command of the oha tool's help",
    ]);
    expect(project.ohaCommands.has('backup')).toBe(true);
    expect(checkCommand('npm run oha -- backup /tmp/oha.tar.gz', project)).toEqual([]);
  });

  it('reports an npx program that is not installed, and a repository path that is not there', () => {
    expect(checkCommand('npx no-such-bin run', project)).toEqual([
      'npx no-such-bin: not an installed bin (node_modules/.bin)',
    ]);
    expect(checkCommand('npx vitest run portal/app/.server/no-such-folder', project)).toEqual([
      'portal/app/.server/no-such-folder: no such file or folder',
    ]);
  });

  it('reads variables, continued lines, comments and inline commands; leaves other programs alone', () => {
    const md = [
      '```bash',
      'OHA_DEMO=0 npm start   # no demo',
      'npx playwright test -c portal/e2e/playwright.config.ts \\',
      '  portal/e2e/no-such.spec.ts',
      'tar -xzf /tmp/x.tar.gz -C ./data',
      '```',
      'Then run `npm run\nno-such-inline` in prose.',
      '```js',
      'npm run not-a-shell-block',
      '```',
    ].join('\n');
    expect(checkMarkdown(md, project)).toEqual([
      'line 3: `npx playwright test -c portal/e2e/playwright.config.ts portal/e2e/no-such.spec.ts`: portal/e2e/no-such.spec.ts: no such file or folder',
      'line 7: `npm run no-such-inline`: npm run no-such-inline: no such script in package.json',
    ]);
  });
});
