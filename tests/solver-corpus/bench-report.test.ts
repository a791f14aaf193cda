/** Round 8's check groups: their misses are counted, never printed (so no rule is written from them). */
import { describe, expect, it } from 'vitest';
import { calibrationTable, CHECK_GROUPS, printMisses, report, type BenchRecord } from './bench-report.js';

const miss = (id: string, family: string): BenchRecord =>
  ({
    item: {
      id,
      family,
      face: 'F',
      layout: 'single',
      mode: 'inline',
      kind: 'arithmetic',
      expected: [],
      printed: ['2 + 3 ='],
    },
    details: { passes: [], tasks: [], solution: { math_solutions: [] } },
    verdict: 'declined',
  }) as unknown as BenchRecord;

describe('bench report', () => {
  const records = [miss('tune-0001', 'vera'), miss('tune-0002', CHECK_GROUPS[0]!)];

  it('prints the misses of look groups and only counts those of check groups', () => {
    const lines: string[] = [];
    printMisses(records, (l) => lines.push(l));
    const text = lines.join('\n');
    expect(text).toContain('tune-0001 vera/F');
    expect(text).not.toContain('tune-0002');
    expect(text).toContain('(1 misses in the check groups');
  });

  it('summarises look and check groups apart', () => {
    const lines: string[] = [];
    report(records, 'tune', (l) => lines.push(l));
    expect(lines.some((l) => /^look groups \(misses shown\)\s+1 /.test(l))).toBe(true);
    expect(lines.some((l) => /^check groups \(never shown\)\s+1 /.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${CHECK_GROUPS[0]} (tune, check)`))).toBe(true);
  });

  it('gives every layout drawn a row of its own, also one the report does not list', () => {
    const drawn = [{ ...records[0]!, item: { ...records[0]!.item, layout: 'kontrolni' } }] as BenchRecord[];
    const lines: string[] = [];
    report(drawn, 'heldout9', (l) => lines.push(l));
    expect(lines.some((l) => /^kontrolni\s+1 /.test(l))).toBe(true);
  });

  it('counts right and wrong answers at ≥ 0.9, look and check groups apart', () => {
    // One printed task "2 + 3" (5) per photo, answered with `answer` at `confidence`.
    const answered = (id: string, family: string, answer: string, confidence: number): BenchRecord =>
      ({
        ...miss(id, family),
        item: { ...miss(id, family).item, expected: [{ type: 'value', value: '5' }] },
        details: {
          passes: [],
          tasks: [],
          solution: {
            math_solutions: [
              {
                steps: [{}],
                final_answer_latex: answer,
                confidence_score: confidence,
                image_is_math_problem: 'yes',
              },
            ],
          },
        },
      }) as unknown as BenchRecord;
    const lines = calibrationTable([
      answered('tune-0001', 'vera', '5', 0.95),
      answered('tune-0002', 'vera', '6', 0.99),
      answered('tune-0003', 'vera', '5', 0.85),
      answered('tune-0004', CHECK_GROUPS[0]!, '5', 0.92),
    ]);
    expect(lines).toContain('  answers at ≥ 0.9: right 2, wrong 1 of 3 (1 in 3)');
    expect(lines).toContain('  answers at ≥ 0.9 (look groups): right 1, wrong 1 of 2 (1 in 2)');
    expect(lines).toContain('  answers at ≥ 0.9 (check groups): right 1, wrong 0 of 1');
    expect(lines.some((l) => /^ {2}0\.85–0\.90 +1 {2}100\.0% \(1\/1\)/.test(l))).toBe(true);
  });
});
