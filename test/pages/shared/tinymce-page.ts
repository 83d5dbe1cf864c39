// One TinyMCE test page for every major we test (8 and the previous, 7): the caller imports
// its own copy of TinyMCE with theme, model, icons and skins, and passes the global here.
import { SAMPLE_PARAGRAPHS, exposeEditor } from './sample';

interface TinyEditor {
  getContent(): string;
  setContent(html: string): void;
  undoManager: { clear(): void };
}
interface TinyGlobal {
  init(settings: Record<string, unknown>): Promise<TinyEditor[]>;
}

export async function startTinymcePage(name: string, tinymce: TinyGlobal): Promise<void> {
  // Like most sites: the content is in the textarea before TinyMCE starts, so the undo
  // manager's first level is the sample and the user's first edit is one undo step.
  const area = document.createElement('textarea');
  area.id = `${name}-area`;
  area.value = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
  document.querySelector('#editor')!.append(area);

  const [editor] = await tinymce.init({
    selector: `#${area.id}`,
    license_key: 'gpl',
    menubar: false,
    toolbar: 'undo redo',
    promotion: false,
    branding: false,
    height: 300,
  });
  if (!editor) throw new Error('TinyMCE did not start');
  // TinyMCE's model is its serialised content (what a form submit would send).
  exposeEditor(name, {
    getText: () =>
      Array.from(new DOMParser().parseFromString(editor.getContent(), 'text/html').body.children)
        .map((block) => block.textContent ?? '')
        .join('\n'),
    getData: () => editor.getContent(),
    setHtml: (html) => {
      editor.setContent(html);
      editor.undoManager.clear();
    },
  });
}
