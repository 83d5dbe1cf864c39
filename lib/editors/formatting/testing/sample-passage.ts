/**
 * The passage of issue 25: a heading; a paragraph with a bold phrase, an italic word, a link and
 * inline code; a 3-item bulleted list with bold text in one item. And the rewrite the issue's
 * provider returned ("utilize" → "use", "leverage" → "draw on", a filler word dropped).
 */
export const SAMPLE_HTML =
  '<h2>Getting started</h2>' +
  '<p>You can <strong>utilize the new flow</strong> to <em>really</em> speed things up; ' +
  'read <a href="https://example.com/setup" title="Setup">the setup guide</a> and run ' +
  '<code>git commit --amend</code> when done.</p>' +
  '<ul><li>Leverage <b>short branches</b></li><li>Review often</li><li>Ship small</li></ul>';

export const SAMPLE_REWRITE =
  'Getting started\n\n' +
  'You can use the new flow to speed things up; read the setup guide and run ' +
  'git commit --amend when done.\n\n' +
  'Draw on short branches\n\nReview often\n\nShip small';
