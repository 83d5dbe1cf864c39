/**
 * Capitalised words that open sentences without being names, in the six UI languages:
 * articles, pronouns, conjunctions, prepositions, common adverbs and question words. A
 * sentence's first word in this list is never read as (part of) a name.
 */
const WORDS =
  // English
  'a an the this that these those it its he she they we you i my our your his her their ' +
  'there here then than and but or so yet nor for if when while after before because since ' +
  'although though as at by in on of to from with without into over under about after also ' +
  'however therefore moreover furthermore meanwhile instead still now today yesterday tomorrow ' +
  'what which who whom whose why how where all some many most more much few each every both ' +
  'no not never none nothing nobody one two three first second finally next last again once ' +
  "yes please thanks thank let lets let’s let's do does did is are was were be been being " +
  'have has had will would can could should may might must shall overall indeed perhaps maybe ' +
  'sometimes often always usually recently currently according despite unlike like just only ' +
  'even such other another any ' +
  // Spanish
  'el la los las un una unos unas este esta estos estas ese esa eso ello él ella ellos ellas ' +
  'nosotros yo tú usted ustedes mi su sus nuestro y o pero porque cuando si en de del con sin ' +
  'para por según también además sin embargo hoy ayer mañana qué cómo dónde cuándo quién no ' +
  'nunca hay es son fue era muy más menos todo todos cada ' +
  // Portuguese
  'o os as um uma uns umas este esta isso isto aquele ele ela eles elas nós eu você vocês meu ' +
  'seu sua nosso e ou mas porque quando se em do da dos das no na nos nas com sem para por ' +
  'segundo também além hoje ontem amanhã não nunca há é são foi era muito mais menos cada ' +
  // French
  'le les une des ce cet cette ces il elle ils elles nous vous je tu on mon ma mes son sa ses ' +
  'notre votre leur et ou mais donc car quand si dans sur avec sans pour par selon aussi ' +
  'cependant aujourd’hui hier demain que qui quoi comment où pourquoi ne jamais est sont était ' +
  'très plus moins tout tous chaque enfin ensuite puis alors ' +
  // German
  'der die das den dem des ein eine einen einem einer dieser diese dieses er sie es wir ihr ' +
  'ich du mein dein sein unser und oder aber denn weil wenn als ob wie was wer wo warum im am ' +
  'zum zur vom beim mit ohne für durch nach seit auch jedoch heute gestern morgen nicht nie ' +
  'kein keine ist sind war waren sehr mehr weniger alle jeder dann danach ' +
  // Indonesian
  'ini itu dia mereka kami kita saya aku anda kamu dan atau tetapi tapi karena ketika jika ' +
  'di ke dari dengan tanpa untuk oleh menurut juga namun hari kemarin besok apa siapa ' +
  'bagaimana mengapa kapan tidak bukan belum ada adalah sangat lebih semua setiap lalu kemudian';

let starters: Set<string> | undefined;

/** Whether `word` (any case) is a common sentence opener rather than a name. */
export function isSentenceStarter(word: string): boolean {
  starters ??= new Set(WORDS.split(/\s+/));
  return starters.has(word.toLowerCase());
}
