import { Image } from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PLACEHOLDER_NAMES } from '@shared/articles-content';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import '@/components/article-body.css';
import { errorMessage } from '@/lib/api';

interface ToolProps {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  onClick: () => void;
}

function Tool({ label, icon: Icon, active, onClick }: ToolProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active ?? undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn('rounded-md p-2 text-slate-700 hover:bg-slate-100', active && 'bg-brand-100 text-brand-900')}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

function Toolbar({ editor, onImage, placeholders }: { editor: Editor; onImage: () => void; placeholders: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt('Link address (leave empty to remove)', previous);
    if (url === null) return;
    if (!url.trim()) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      <Tool
        label="Heading 2"
        icon={Heading2}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label="Heading 3"
        icon={Heading3}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Tool label="Bold" icon={Bold} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool label="Italic" icon={Italic} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool label="Bullet list" icon={List} active={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <Tool
        label="Numbered list"
        icon={ListOrdered}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool label="Quote" icon={Quote} active={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      <Tool label="Link" icon={Link2} active={state.link} onClick={setLink} />
      <Tool label="Insert image" icon={ImagePlus} onClick={onImage} />
      <Tool label="Undo" icon={Undo2} onClick={() => chain().undo().run()} />
      <Tool label="Redo" icon={Redo2} onClick={() => chain().redo().run()} />
      {placeholders ? (
        <label className="ml-auto flex items-center gap-1.5 text-xs text-slate-600">
          <span>Insert placeholder</span>
          <select
            aria-label="Insert placeholder"
            value=""
            onChange={(e) => {
              if (e.target.value) chain().insertContent(`{{${e.target.value}}}`).run();
            }}
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-xs"
          >
            <option value="">Choose…</option>
            {PLACEHOLDER_NAMES.map((name) => (
              <option key={name} value={name}>{`{{${name}}}`}</option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

/** Uploads an image and answers its stored path and public URL. */
export type ImageUpload = (file: File) => Promise<{ path: string; url: string }>;

/**
 * TipTap editor for rich text (articles, learning tabs): headings, lists, links, images and, for
 * articles, placeholder tokens. Admin pages only: TipTap loads with the page that uses it.
 */
export function RichEditor({
  value,
  onChange,
  labelledBy,
  uploadImage,
  placeholder = 'Write the article… Use {{first_name}} or {{gym_name}} to speak to the reader.',
  placeholders = true,
  minHeight = 'min-h-[320px]',
}: {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  uploadImage: ImageUpload;
  placeholder?: string;
  /** Offer the article placeholder tokens ({{first_name}} …). */
  placeholders?: boolean;
  minHeight?: string;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  // The HTML the editor last reported, so only outside changes (an article loading) reset it.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Image,
      Placeholder.configure({
        placeholder,
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: `article-body ${minHeight} px-4 py-3 focus:outline-none`,
        'aria-labelledby': labelledBy,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.getHTML();
      onChange(emitted.current);
    },
  });

  // Loading an existing article replaces the content once it arrives. A destroyed editor (the
  // development double mount, a quick navigation) is left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const onFile = async (file: File | undefined) => {
    if (!file || !editor) return;
    try {
      const { url } = await uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' });
    }
  };

  if (!editor) return null;
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-accent-500">
      <Toolbar editor={editor} onImage={() => fileRef.current?.click()} placeholders={placeholders} />
      <EditorContent editor={editor} />
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
