/**
 * English spelling variety: British (colour, organise, centre, travelled) or American (color,
 * organize, center, traveled). A rewrite that switches variety changes the writer's voice;
 * it is only reported when both texts clearly use one, so a text with no such word passes.
 */

/** British → American stems; inflections are matched by the patterns below. */
const OUR = 'colour flavour favour honour humour labour neighbour behaviour harbour rumour vapour';
const ISE =
  'organis realis recognis apologis analys emphasis criticis summaris prioritis minimis ' +
  'maximis optimis categoris characteris memoris specialis standardis utilis visualis finalis';
const RE = 'centre theatre fibre litre metre calibre';
const SINGLE =
  'travelled travelling traveller cancelled cancelling modelled labelled fuelled ' +
  'catalogue dialogue defence offence licence grey programme cheque jewellery aluminium ' +
  'mum tyre pyjamas sceptical ageing';
const SINGLE_US =
  'traveled traveling traveler canceled canceling modeled labeled fueled ' +
  'catalog dialog defense offense license gray program check jewelry aluminum ' +
  'mom tire pajamas skeptical aging';

let british: Map<string, string> | undefined;
let american: Map<string, string> | undefined;

function tables(): [Map<string, string>, Map<string, string>] {
  if (british && american) return [british, american];
  const gb = new Map<string, string>();
  const us = new Map<string, string>();
  const pair = (b: string, a: string) => {
    gb.set(b, a);
    us.set(a, b);
  };
  for (const w of OUR.split(' ')) {
    const us0 = w.replace(/our$/, 'or');
    for (const end of ['', 's', 'ed', 'ing', 'ful', 'ite', 'ites']) pair(w + end, us0 + end);
  }
  for (const stem of ISE.split(' ')) {
    const z = stem.replace(/s$/, 'z');
    for (const end of ['e', 'es', 'ed', 'ing', 'ation', 'ations', 'er', 'ers']) {
      pair(stem + end, z + end);
    }
  }
  for (const w of RE.split(' ')) {
    const er = w.replace(/re$/, 'er');
    pair(w, er);
    pair(`${w}s`, `${er}s`);
  }
  const usWords = SINGLE_US.split(/\s+/);
  SINGLE.split(/\s+/).forEach((w, i) => pair(w, usWords[i]!));
  // Words both varieties write (check, program, license, tire, meter) vouch for neither.
  for (const both of ['check', 'program', 'license', 'tire', 'meter', 'meters', 'dialog']) {
    us.delete(both);
  }
  gb.delete('analyses'); // the plural of analysis in both varieties
  british = gb;
  american = us;
  return [gb, us];
}

export interface SpellingVariety {
  variety: 'en-GB' | 'en-US';
  /** The first word that shows it. */
  example: string;
}

/** The variety the text clearly uses, or undefined (none, or as many of each). */
export function spellingVariety(text: string): SpellingVariety | undefined {
  const [gb, us] = tables();
  let gbCount = 0;
  let usCount = 0;
  let gbExample = '';
  let usExample = '';
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0].toLowerCase();
    if (gb.has(word)) {
      gbCount += 1;
      gbExample ||= match[0];
    } else if (us.has(word)) {
      usCount += 1;
      usExample ||= match[0];
    }
  }
  if (gbCount > usCount) return { variety: 'en-GB', example: gbExample };
  if (usCount > gbCount) return { variety: 'en-US', example: usExample };
  return undefined;
}
