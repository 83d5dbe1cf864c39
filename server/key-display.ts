/**
 * How the keys are shown at start (`npm run server`, `npm start`): a console is scrolled back,
 * logged and shared in bug reports, so it shows no secret the user did not already have in
 * plain sight. The built-in demo keys are printed whole (README tells them to everyone); every
 * other key, from HUMANIZER_KEYS or HUMANIZER_KEYS_FILE, only by a short prefix and its length.
 */
import { DEFAULT_KEYS, type Plan, parseKeys } from './config';

const DEMO_KEYS: ReadonlyMap<string, Plan> = parseKeys(DEFAULT_KEYS.split(','), 'DEFAULT_KEYS');

/** Whether `key` with `plan` is one of the public demo keys. */
export function isDemoKey(key: string, plan: Plan): boolean {
  return DEMO_KEYS.get(key) === plan;
}

/** At most 4 characters and at most a quarter of the key: enough to tell keys apart. */
export function maskKey(key: string): string {
  const shown = [...key].slice(0, Math.min(4, Math.floor(key.length / 4))).join('');
  return `${shown}… (${key.length} characters)`;
}

function planNote(plan: Plan): string {
  return plan === 'pro' ? 'pro' : `${plan}: no API access, answers 403`;
}

/** One line per key ("demo-pro-key  (pro)", "sk-l… (40 characters)  (pro)"), plus a count. */
export function keyLines(keys: ReadonlyMap<string, Plan>): string[] {
  const lines = [...keys].map(([key, plan]) => {
    const shown = DEMO_KEYS.get(key) === plan ? key : maskKey(key);
    return `${shown}  (${planNote(plan)})`;
  });
  const masked = [...keys].filter(([key, plan]) => DEMO_KEYS.get(key) !== plan).length;
  const count = `${keys.size} key${keys.size === 1 ? '' : 's'}`;
  const note = masked > 0 ? `; ${masked} shown by prefix only (they are secrets)` : '';
  return [...lines, `(${count}${note})`];
}
