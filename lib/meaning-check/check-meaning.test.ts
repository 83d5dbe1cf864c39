import { describe, expect, it } from 'vitest';
import { checkMeaning, compareMeaning } from './check-meaning';
import { MAX_MEANING_CHECK_CHARS, MeaningCheckError } from './errors';

const brief = (findings: Awaited<ReturnType<typeof checkMeaning>>) =>
  findings.map((f) => `${f.kind} ${f.change} ${f.was ?? ''}>${f.became ?? ''} @${f.sentence}`);

describe('checkMeaning', () => {
  it('reports each changed, lost and added fact with its sentence', async () => {
    const findings = await checkMeaning(
      'The app is free. It does not show ads. Sales rose 15% on 2024-03-05.',
      'The app is free. It shows ads. Sales rose 20% on 2024-03-05, says Dr. Lee Park.',
    );
    expect(brief(findings)).toEqual([
      'number changed 15%>20% @2',
      'name added >Lee Park @2',
      'negation lost not> @1',
    ]);
  });

  it('passes harmless variants: words for digits, reordering, a moved name', async () => {
    expect(
      await checkMeaning(
        'Maria Lopez bought 3 books for $20 on March 5. She did not read them.',
        'She didn’t read them. On 5 March, Maria Lopez bought three books for 20 dollars.',
      ),
    ).toEqual([]);
  });

  it('reports URLs, e-mails, handles, tags and code copied wrong', async () => {
    const findings = await checkMeaning(
      'See https://a.example/x, mail b@c.io, ping @dan #ops, run `ls -la`.',
      'See https://a.example/y, mail b@c.org, ping @don #dev, run `ls`.',
    );
    expect(findings.map((f) => `${f.kind} ${f.change}`).sort()).toEqual([
      'code changed',
      'email changed',
      'handle changed',
      'handle changed',
      'url changed',
    ]);
  });

  it('does not read the digits of a URL or a date as numbers', () => {
    expect(
      compareMeaning(
        'Go to https://x.example/2024/15 on 2024-03-05.',
        'Go to https://x.example/2024/15 on March 5, 2024.',
      ),
    ).toEqual([]);
  });

  it('checks the seams of a text sent in parts', async () => {
    const parts = {
      original: ['It began in 2015. Shipping takes four days.', 'Returns are free. We answer.'],
      rewrite: ['It began in 2015.', 'Returns are free. We answer.'],
    };
    const findings = await checkMeaning(parts.original.join(' '), parts.rewrite.join(' '), {
      parts,
    });
    expect(findings.filter((f) => f.kind === 'seam').map((f) => f.was)).toEqual([
      'Shipping takes four days.',
    ]);
  });

  it('refuses a text over the cap with a typed error, before scanning it', async () => {
    const long = 'a'.repeat(MAX_MEANING_CHECK_CHARS + 1);
    await expect(checkMeaning(long, 'a')).rejects.toMatchObject({ code: 'meaning_check_too_long' });
    await expect(checkMeaning('a', long)).rejects.toBeInstanceOf(MeaningCheckError);
    await expect(checkMeaning(42 as unknown as string, 'a')).rejects.toMatchObject({
      code: 'meaning_check_bad_input',
    });
  });
});
