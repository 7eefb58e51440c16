// The `oha` command-line tool: npm run oha -- <command> [args]. Each command lives in
// scripts/commands/<name>.ts and exports `run(args: string[]): Promise<number | void>`.
const commands: Record<string, { file: string; help: string }> = {
  'grant-operator': {
    file: './commands/grant-operator',
    help: 'grant-operator EMAIL   give the user the operator role (3135)',
  },
  outbox: { file: './commands/outbox', help: 'outbox                 list recent emails and their delivery status' },
  backup: {
    file: './commands/backup',
    help: 'backup FILE            archive the database and stored documents (safe while running)',
  },
  eval: {
    file: './commands/eval',
    help: [
      'eval DIR --answers FILE [--fails] [--lenient]',
      '                         answer an eval dataset with the offline engine and score it (hand-overs count',
      '                         only with the contact form; --lenient: the old rule); prints accuracy and precision,',
      '                         and the share handed over with the contact form by language and kind;',
      '                         --fails lists the wrong answers. The precision set (questions the documents do',
      '                         not answer): eval scripts/fixtures/precision --answers /tmp/p.jsonl',
    ].join('\n'),
  },
  bench: {
    file: './commands/bench',
    help: [
      'bench                  load the dev set and measure the chat API under load',
      '  bench --instances 3    three instances on PostgreSQL behind HAProxy, one drained and one killed',
      '                         mid-run: answers/s with 1 and 3, and confirmed writes against stored ones',
    ].join('\n'),
  },
  'bench-stats': {
    file: './commands/bench-stats',
    help: 'bench-stats [--open-houses N] [--visits N]  the open-house stats queries for one agent (1,000 / 100,000), in a temp database',
  },
  pageweight: {
    file: './commands/pageweight',
    help: 'pageweight             transfer size, LCP and CLS of the chat page and the embed on a throttled phone',
  },
  reindex: {
    file: './commands/reindex',
    help: 'reindex                re-create what the active AI provider needs from stored documents',
  },
  'migrate-to-postgres': {
    file: './commands/migrate-to-postgres',
    help: 'migrate-to-postgres [--replace]  copy DATA_DIR (database and documents) into DATABASE_URL and the storage',
  },
  'haproxy-config': {
    file: './commands/haproxy-config',
    help: 'haproxy-config --server HOST:PORT ...  an HAProxy configuration for several instances (docs/deployment.md)',
  },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const cmd = name ? commands[name] : undefined;
  if (!cmd) {
    console.log('usage: npm run oha -- <command>\n');
    for (const c of Object.values(commands)) console.log(`  ${c.help}`);
    return name ? 2 : 0;
  }
  let mod: { run: (args: string[]) => Promise<number | void> };
  try {
    mod = await import(cmd.file);
  } catch (err) {
    console.error(`oha ${name}: not available (${(err as Error).message})`);
    return 2;
  }
  return (await mod.run(args)) ?? 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
