/**
 * Trumbowyg (a jQuery editor): made from a textarea it keeps laid out but transparent and one
 * pixel high (`opacity: 0`), and copies its HTML into on the keyup of a typed key (never of
 * Ctrl or Shift), on paste and on cut. That textarea is what the form submits and what
 * `$('#f').trumbowyg('html')` reads, so it is the editor's model here.
 */
import $ from 'jquery';
import 'trumbowyg/dist/ui/trumbowyg.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

// Trumbowyg's script extends the global jQuery when it runs: set it first.
(window as unknown as { jQuery: typeof $ }).jQuery = $;
void import('trumbowyg').then(() => {
  const field = $('#f');
  field.val(SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join(''));
  field.trumbowyg({ svgPath: false });
  const textarea = document.querySelector<HTMLTextAreaElement>('#f')!;
  // What the form posts, as a submit reads it: its HTML with ?submitted=html (the formatting
  // tests read its blocks and marks), else read as text.
  const posted = () => String(new FormData(textarea.form!).get('body'));
  const asHtml = new URLSearchParams(location.search).get('submitted') === 'html';
  exposeEditor('trumbowyg', {
    getText: () => htmlBlocksText(String(field.trumbowyg('html'))),
    getSubmitted: () => (asHtml ? posted() : htmlBlocksText(posted())),
    // trumbowyg('html') reads the textarea (it copies nothing itself): the form's value.
    getData: () => String(field.trumbowyg('html')),
    // Loaded as at its start: Trumbowyg's init runs its semantic pass (<b> to <strong>, <i> to
    // <em>), as it does again on the keyup of every key, Ctrl+Z included.
    setHtml: (html) => {
      field.trumbowyg('html', html);
      field.data('trumbowyg').semanticCode();
    },
  });
});
