// The eval command's arguments: the dataset folder and --answers in either order, clear errors for
// the rest (the command is typed by hand).
import path from 'node:path';
import { expect, it } from 'vitest';
import { parseArgs } from './eval';

const SET = path.relative(process.cwd(), path.resolve(__dirname, '../fixtures/precision'));

it('takes the dataset folder and the answers file in either order, with --fails, --lenient and --postgres', () => {
  expect(parseArgs([SET, '--answers', '/tmp/p.jsonl'])).toEqual({
    dir: SET,
    answers: '/tmp/p.jsonl',
    fails: false,
    lenient: false,
    postgres: false,
  });
  expect(parseArgs(['--answers', '/tmp/p.jsonl', '--fails', SET, '--lenient'])).toEqual({
    dir: SET,
    answers: '/tmp/p.jsonl',
    fails: true,
    lenient: true,
    postgres: false,
  });
  expect(parseArgs([SET, '--answers', '/tmp/p.jsonl', '--postgres'])).toMatchObject({ postgres: true });
});

it('says what is wrong with the arguments', () => {
  expect(parseArgs([SET])).toEqual({ error: 'missing --answers FILE' });
  expect(parseArgs([SET, '--answers', '--fails'])).toEqual({ error: 'missing --answers FILE' });
  expect(parseArgs(['--answers', '/tmp/p.jsonl'])).toEqual({ error: 'missing DIR' });
  expect(parseArgs([SET, SET, '--answers', '/tmp/p.jsonl'])).toEqual({ error: `one DIR only, got ${SET} ${SET}` });
  expect(parseArgs([SET, '--answers', '/tmp/p.jsonl', '--verbose'])).toEqual({ error: 'unknown option --verbose' });
  expect(parseArgs(['/nonexistent', '--answers', '/tmp/p.jsonl'])).toEqual({
    error: '/nonexistent holds no dataset.json and questions.jsonl',
  });
});
